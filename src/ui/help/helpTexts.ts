import { HELP_TOPICS, type HelpTopic } from './rulesHelp.ts';
import { DISCOVER_RANGE_BANDS } from '../../rules/index.ts';

/**
 * The Discover range MODs in words, from the rules' one table (RULES.md §9.2): neighbouring bands
 * with the same MOD are told as one, "+3 up to 8", 0 up to 32", −3 up to 48", −6 up to 96"".
 */
export function discoverBandsText(): string {
  const runs: { upTo: number; mod: number }[] = [];
  for (const b of DISCOVER_RANGE_BANDS) {
    const last = runs.at(-1);
    if (last && last.mod === b.mod) last.upTo = b.upTo;
    else runs.push({ upTo: b.upTo, mod: b.mod });
  }
  const signed = (m: number) => (m > 0 ? `+${String(m)}` : m < 0 ? `−${String(-m)}` : '0');
  return runs.map((r) => `${signed(r.mod)} up to ${String(r.upTo)}"`).join(', ');
}

/**
 * The explanations of the rules help, written for this table from RULES.md (loaded with the dialog).
 * `wiki` names the Infinity wiki's page on the rule, where RULES.md cites one as its source (the page's
 * title, spaces for underscores; wikiPages.test.ts checks each against the digest's addresses).
 */
export const HELP_TEXTS: Readonly<Record<string, { text: string; keywords?: string; wiki?: string }>> = {
  silhouette: {
    text: 'Each trooper has a Silhouette (S) that sets its base (25, 40, 55 or 70 mm) and its height. Two bases are in contact when they touch; a base is inside an area when any part of it touches the area. Bases never overlap.',
    keywords: 'base size overlap touch',
    wiki: 'Silhouettes',
  },
  zoc: {
    text: 'The Zone of Control is everything within 8" of the base edge. A trooper with an enemy in its ZoC but no LoF to it may still react, but only with Dodge or Reset.',
    keywords: 'zoc 8 inches',
    wiki: 'Zone of Control',
  },
  coherency: {
    text: 'Pieces of one trooper (Holoechoes, Decoy replicas) must stay together: each Holoecho needs another within its ZoC; Decoy replicas stay within 8" of the user. It is checked when they are deployed and at the start and end of every Order.',
    wiki: 'Coherency',
  },
  lof: {
    text: 'Models see in a 180° arc in front of them; CAMO and IMP markers see all round (360°). LoF needs a clear line from the viewer to a visible part of the target, not blocked by tall scenery or other bases.',
    keywords: 'arc see visible',
  },
  orders: {
    text: 'Each trooper on the table adds an Order at the start of its player’s turn (Hidden Deployment troopers, and troopers waiting off the table for Airborne Deployment, add none). A Regular trooper’s Order goes into the pool of its Combat Group (set in the roster editor), and only that group’s troopers spend it: when Combat Group 2’s pool is empty, its troopers cannot be activated with the Orders of Combat Group 1. An Irregular trooper keeps its Order for itself. A Coordinated Order or a Fireteam’s Order takes its Regular Order from its troopers’ group. The turn panel shows you each group’s pool; your opponent sees only how many Orders you have left in all, never which group they belong to. Activating a trooper spends one Order. An Order holds one Entire Order, two Short Movement Skills, or one Short Movement Skill and one Short Skill.',
    keywords: 'pool activate combination entire short skill combat group regular irregular',
    wiki: 'Orders and the Order Pool',
  },
  move: {
    text: 'A Short Movement Skill: the first Move goes up to the first MOV value, a second Move in the same Order up to the second. Enemies that see any point of the path, or have the mover in their ZoC, may react.',
    wiki: 'Move',
  },
  cautiousMove: {
    text: 'An Entire Order: a move up to the first MOV value that can be declared only while no enemy sees the trooper or has it in its ZoC. If the end point is also out of every LoF and ZoC, nobody may react.',
    wiki: 'Cautious Movement',
  },
  idle: {
    text: 'Doing nothing. A skill that fails its requirements when it resolves becomes Idle, with its consequences (the Order is spent).',
    wiki: 'Idle',
  },
  bsAttack: {
    text: 'A Short Skill: a BS roll with the chosen weapon’s range MOD (−3 more in Partial Cover, and the target’s Mimetism) against an enemy in LoF. In its Active Turn a trooper rolls the weapon’s Burst (B3: three dice); in ARO it rolls one die. Face to Face, each success cancels the opponent’s lower ones, a tie cancels both and a critical (the roll equal to the value) beats any other. Every hit forces a Saving Roll, and a critical one more. A CAMO or IMP-2 marker must be Discovered first in the same Order; an IMP-1 marker can never be attacked.',
    keywords: 'shoot weapon range damage burst critical face to face saving roll',
    wiki: 'BS Attack',
  },
  dodge: {
    text: 'A PH roll (−3 when reacting without LoF). Against an attack it is a Face to Face roll; if it succeeds the trooper may move up to 2". A marker or Decoy user that declares it is revealed: it is a skill with a roll.',
    wiki: 'Dodge',
  },
  reset: {
    text: 'A WIP roll against Comms Attacks. A marker that declares it is revealed: it is a skill with a roll.',
  },
  lookOut: {
    text: 'An ARO with no roll, declared with LoF to the active trooper: every ally under its attack that declared no ARO of its own makes a Dodge at PH −3, Face to Face against the attack; on a success it is not hit. A Decoy user that declares it is revealed; a Holoecho group warns from its real piece, and a warned Holoecho decoy takes it as Idle.',
  },
  alert: {
    text: 'At the end of an Order, a trooper that did not act in it and was attacked, or has an attacked ally in its ZoC, may turn on the spot to any facing: no roll, no ARO.',
    wiki: 'Alert',
  },
  intuitiveAttack: {
    text: 'An Entire Order with a template weapon (the Chain Rifle) against a CAMO marker nobody has Discovered: a WIP roll with no MODs; on a success the template is laid as for a BS Attack, and the marker under it is revealed by its Saving Roll. A failure locks that trooper out of that marker until its next Active Turn.',
  },
  surpriseAttack: {
    text: 'A trooper that starts its Order as a marker (or in Hidden Deployment) and attacks puts its MOD (for example −3) on the rolls its targets make in ARO.',
    wiki: 'Surprise Attack',
  },
  aro: {
    text: 'After each declaration, every enemy trooper with LoF to an activated piece (anywhere along its path) or with it in its ZoC may react once per Order: one ARO per trooper, not per piece. A trooper that could react and passed has lost its ARO for the Order. In a hot-seat game the screen goes to the reactive player to answer; with the table’s setting to skip the handover, it stays with the active player when nothing of the other player’s could react, a trooper in Hidden Deployment written anywhere in its half included, and after a second skill that moves nothing, reveals nothing and attacks nothing of theirs (nobody new may react, and delayed AROs are lost). The other player reads the result of each Order it did not see at its next screen.',
    keywords: 'reaction react pass',
    wiki: 'ARO',
  },
  delay: {
    text: 'Against a marker or a Holoecho, a reactive trooper may delay its ARO until the second skill. It may then react only if the second skill revealed the trooper; otherwise the ARO is lost.',
  },
  rolls: {
    text: 'A d20 against the Success Value (attribute plus MODs, the MODs capped at ±12). A roll equal to it is a critical. Face to Face: the higher success wins, criticals beat successes, equal successes cancel.',
    keywords: 'dice d20 critical face to face success value',
    wiki: 'Rolls',
  },
  discover: {
    text: `A WIP roll against a marker in LoF within 96": ${discoverBandsText()}; the marker’s Mimetism; −6 against IMP-1; −3 in Partial Cover. Success reveals a CAMO or IMP-2 marker and turns IMP-1 into IMP-2. A failure locks that trooper out of that marker until the next Player Turn. Once per target per Order.`,
    keywords: 'reveal wip mimetism lock',
    wiki: 'Discover',
  },
  camouflaged: {
    text: 'The trooper is a CAMO marker. It cannot be attacked without being Discovered first. It is revealed when it declares an attack, a skill with a roll or an Entire Order other than Cautious Movement, enters contact with an enemy Model, is Discovered or forced to a Saving Roll. It may go back into CAMO with an Entire Order out of every enemy’s LoF.',
    keywords: 'camo marker',
    wiki: 'Camouflaged',
  },
  hiddenDeployment: {
    text: 'The trooper is only written down: nothing is on the table and it adds no Order. It may reveal at its written position to react, with LoF and ZoC from there, or in its own turn with its own Order. It does not block the enemy’s LoF or stop a trooper going back into a marker state.',
    keywords: 'hd written hidden ambush',
    wiki: 'Hidden Deployment State',
  },
  impersonation: {
    text: 'IMP-1 can never be attacked and takes −6 to Discover; a successful Discover only makes it IMP-2. IMP-2 must be Discovered before an attack, and a Discover reveals it. Enemies treat IMP markers as allies: templates touching them are cancelled. Nobody may enter contact with an enemy IMP marker.',
    keywords: 'imp marker infiltrate',
    wiki: 'Impersonation',
  },
  holoecho: {
    text: 'The trooper stands as three Holoechoes; its owner notes which is real. All three carry out the same Order, count as real for AROs and must stay in Coherency. A false echo is removed when Discovered, touched by an enemy Model, forced to a Saving Roll or out of Coherency; when the real one’s state ends, the false echoes go at the end of the Order. (Not to be confused with the Decoy skill and its replicas.)',
    keywords: 'holoprojector decoy three',
    wiki: 'Holoecho',
  },
  holomask: {
    text: 'The trooper is shown by the model of another own trooper of the same Silhouette. A Discover reveals it, the real model taking the place with the same facing.',
  },
  decoy: {
    text: 'The user deploys with one or two replicas within 8"; its owner notes which is real. Replicas never move and are removed when Discovered, hit or touched by an enemy Model. The user is revealed by an attack, Look Out!, a skill with a roll, an Entire Order other than Cautious Movement, contact, a Discover or a Saving Roll.',
    keywords: 'replica lure',
  },
  deployment: {
    text: 'Players deploy in turn: all troopers but one totally inside their own zone, then the one held back. Impersonators may deploy outside the enemy zone, or inside it with a WIP roll.',
    wiki: 'Initiative and Deployment',
  },
  infiltration: {
    text: 'A trooper with Infiltration may deploy anywhere totally inside its own half of the table, with no roll. It may also deploy in the enemy half, but never inside the enemy Deployment Zone: place it, then make a Normal PH−3 roll. On a pass it stays where it was placed. On a failure it is revealed: it deploys as its own model (no marker, no Holoecho, no Decoy replicas) inside its own Deployment Zone, touching its own table edge, as near as it fits to where it was placed, and a Mine it carried is lost. A Mine set in the enemy half goes with its Minelayer: it makes the roll too. The opponent reads the die and the result when the deployment step ends, never the value rolled against. A trooper written down in Hidden Deployment is not placed, so it stays in its own half. Once the dice are rolled its placement is final.',
    keywords: 'infiltration infiltrate deploy enemy half ph roll table edge',
  },
  fireteams: {
    text: 'A Fireteam is 2 to 5 troopers of one player that act together. Only a Sectorial Army fields Fireteams (a setting of the new game, per player). Its members belong to one Combat Group (set in the roster editor) and stand as Models: a marker (CAMO, IMP), a trooper in Holoecho State, one deployed with Decoy, one in Hidden Deployment or in a Null State (Unconscious) cannot join. In your own deployment step, select the members and form the Fireteam: every member must be inside the Team Leader’s Zone of Control (Coherency). The opponent sees your Fireteams when your step ends. One member is the Team Leader, shown by a TL token on its piece; you may change it, or disband the Fireteam, in your deployment step or in your turn between Orders. A member leaves when it switches Holoecho on, goes back into a marker state, deploys with Decoy, or is Unconscious or dead; a Fireteam left with one member, or whose Team Leader leaves, is cancelled. Team Leader: the member that leads each Order of the Fireteam and the one the others keep Coherency with. The Fireteam’s Order: activating any member spends one Regular Order and activates every member (the Activate button says how many); each member is dragged its own way and Moves within its own MOV, or stays Idle where it is left. When the Order declares a BS Attack, a CC Attack or a Discover, the Team Leader alone performs it, with the Fireteam’s bonus, and the other members perform an Idle (the log says so). Other skills (Dodge, Cautious Movement...) are not played in a Fireteam’s Order: disband the Fireteam between Orders for a member to do more. Coherency is checked when the Order starts and when it ends: a member outside the Team Leader’s Zone of Control then leaves. Each enemy trooper that reacts chooses one member as its target. Fireteam bonuses (N4 2020): 2 members activate with one Order; 3 members +1 Burst (to the Team Leader’s BS Attack in your turn, and to every member’s BS Attack in ARO: B2 instead of B1; the weapon list shows it); 4 members Sixth Sense: a member an enemy attacks from outside its Line of Fire may still react to that attacker, drawing LoF all round (360°), and the attacker’s Surprise Attack MOD does not apply to it. Under the March 2022 update the same sizes give the same, and the members of one Unit (same profile) add a Composition Bonus: 3 of one Unit +3 Discover, 5 of one Unit +1 BS. The Composition Bonus stays your own information until it is used.',
    keywords:
      'fireteam team leader tl sectorial combat group coherency bonus burst sixth sense discover composition',
    wiki: 'Fireteam Bonuses',
  },
  parachutist: {
    text: 'A trooper with Parachutist or Combat Jump may be kept off the table at deployment (Airborne Deployment). Its Order is not in the pool; the opponent reads that a trooper waits off the table, never which one. In its Active Turn it arrives with its own Order, an Entire Order: its owner places it as a model, as a CAMO marker if it has Camouflage, or as a Decoy user with its replicas in Coherency as in the Deployment Phase, never Prone and never touching an enemy. With Parachutist its base touches a table edge, outside the enemy Deployment Zone, and no roll is made. It gets no Partial Cover in that Order, and the enemy reacts to it once it is placed. Arriving does not reveal a marker or a Decoy user.',
    keywords: 'parachutist airborne deployment off table reserve arrive table edge',
    wiki: 'Parachutist',
  },
  combatJump: {
    text: 'Combat Jump is Airborne Deployment anywhere on the table not inside a building (the tall scenery here is solid, so no base can stand inside it). The trooper is placed, then makes a Normal PH roll, with the value the profile gives the skill if it gives one. On a pass it stays. On a failure it lands as its own model (a CAMO marker or a Decoy user is revealed, replicas removed) inside its own Deployment Zone touching its own table edge, as near as it fits to where it was aimed; there is no scatter. Either way it gets no Partial Cover in that Order, and the enemy reacts after it is placed.',
    keywords: 'combat jump airborne deployment ph roll drop fall back table edge',
    wiki: 'Combat Jump',
  },
  hackingArea: {
    text: 'A Hacker is a trooper carrying a Hacking Device, written in its profile. Its Hacking Area is its Zone of Control: 8" from the edge of its base. Only its owner sees it drawn on the table, as a green dashed ring around the hacker’s real piece, whether the hacker stands as a model or under a marker; the false echoes of a Holoecho hacker have none. A Hacker may react to an enemy inside its Hacking Area even without Line of Fire, but only with a Hacking Program or Reset, never Dodge. Your Repeaters extend it: the area is the hacker’s ZoC together with the ZoC of every Repeater of its army (see Repeaters).',
    keywords: 'hacker hacking device hacking area zone of control repeater aro program',
  },
  repeaters: {
    text: 'A Repeater is a piece of equipment in a trooper’s profile: tick Repeater in the roster editor (a TinBot that carries one is ticked as TinBot and Repeater, and reads “TinBot (Repeater)”). It is part of the profile, so a model shows it as a token and a marker hides it. While one of your Hackers is on the table, each of your Repeaters adds its own Zone of Control (8" from the edge of its carrier’s base) to the Hacking Area of every one of your Hackers, wherever the hacker stands: your view draws the area as one green shape around the hacker and around each Repeater, a Repeater under a CAMO marker included; your opponent never sees it. A Repeater stops working while its carrier is Unconscious. When an enemy moves or acts and any point of its path comes inside that area, your Hacker may react even without Line of Fire or Zone of Control, with Reset or a Hacking Program only. Whether a Hacker may react this way is your secret: the ARO step opens only as it would anyway (the Repeater’s carrier has the enemy in its Zone of Control), your opponent does not see that Hacker’s entry unless it declares, and when the last trooper in the open has answered, the step ends and the Hacker has lost its chance. Not played here: the Deployable Repeater (a Repeater placed on the table with Place Deployable), and reaching the enemy through an enemy Repeater (a Hacker standing in an enemy Repeater’s Zone of Control may target enemy Hackers anywhere, with a Firewall −3).',
    keywords:
      'repeater tinbot hacking area extend zone of control deployable repeater firewall enemy repeater aro',
    wiki: 'Repeater',
  },
  hackable: {
    text: 'Heavy Infantry, Remotes, TAGs and every Hacker are Hackable: Hacking Programs that attack can target them. A Vehicle is not Hackable here unless it is a Hacker. Whether a trooper is Hackable is part of its profile, so a model shows it; under a marker it stays hidden. A trooper in Holoecho or HoloMask State keeps its profile private, except this: each of its models and HOLOECHO markers inside a Hacking Area of an enemy Hacker shows that enemy whether the trooper is Hackable, the same on every piece, so it never tells which piece is real.',
    keywords: 'hackable hacker heavy infantry remote tag holoecho holomask open information',
  },
  carbonite: {
    text: 'Carbonite is a Hacking Program that attacks a Hackable enemy (Heavy Infantry, a Remote, a TAG, or a Hacker) inside the hacker’s Hacking Area. It needs no Line of Fire and takes no range, Cover or Mimetism modifier: the hacker rolls WIP, two dice in its own turn (Burst 2) and one as an ARO. Each success makes the target roll two Saving Rolls with its BTS against Damage 13, a critical one more; any failed roll leaves it Immobilized-B, and it loses no Wound. It is a Short Skill in the hacker’s turn, or an ARO when an enemy acts inside the Hacking Area. It is an attack, so a marker that declares it is revealed. The target may oppose it with Reset, Face to Face; a Dodge does not avoid it. The ARO list says why it cannot be declared where it cannot: outside the area, a target that is not Hackable, a marker whose Hackable is not known, or a hacker that is itself Immobilized-B.',
    keywords: 'carbonite hacking program attack wip bts immobilized-b reset',
  },
  immobilizedB: {
    text: 'A trooper in Immobilized-B State (the token beside it) declares no skill, attack or ARO except Reset, which it rolls with −3 WIP. A successful Reset, in its own turn or as an ARO, ends the state. It still gives its Order to the pool, and it is never Engaged.',
    keywords: 'immobilized-b imm-b carbonite reset state token',
  },
  cybermask: {
    text: 'Cybermask is a Hacking Program that hides the hacker itself: declared as the whole Order of a Hacker standing as a single model outside the Line of Fire of every enemy model and marker, it puts the hacker into Impersonation State, and its model becomes a new IMP-2 marker when the Order resolves. It needs no roll and cannot be declared as an ARO. The opponent learns that the model became an IMP-2 marker, as it sees it happen, and nothing more.',
    keywords: 'cybermask hacking program impersonation imp-2 marker hide',
  },
  turns: {
    text: 'A round is two Player Turns. In its turn a player counts its Orders, spends them, then the States Phase; Orders not spent are lost.',
    wiki: 'Game Sequence',
  },
  replacement: {
    text: 'When a marker becomes a model of another base size, its owner puts it centre on centre, or edge on edge with the old rim. If it cannot fit, it is Immobilized-A until the space around it changes.',
    keywords: 'edge centre immobilized token',
    wiki: 'Replacing Game Elements',
  },
  templates: {
    text: 'A Direct Template (the Chain Rifle’s Small Teardrop) is laid from the shooter’s base towards its target: no roll, every enemy it touches is hit unless it Dodges. The shot is cancelled if the template touches an enemy IMP marker, which counts as allied, or one of the shooter’s own troopers.',
    keywords: 'chain rifle teardrop cancelled',
  },
  equipment: {
    text: 'A trooper’s TinBot, SymbioMate or Repeater is part of its profile, which both players may read, and it is shown as a token on the trooper’s model. Every Holoecho, marker or model, carries the same token, so it never tells which one is real; with HoloMask, the pieces show the imitated trooper’s equipment instead. A CAMO or IMP marker hides its trooper’s equipment until it becomes a model. A Decoy user’s token stays on its Model and never goes on a DECOY marker, whichever piece is real: the replicas cannot copy it. A Repeater is played: it extends the Hacking Areas of its army’s Hackers (see Repeaters); a TinBot that carries one is ticked as TinBot and Repeater. Of the rest, this table shows the equipment but does not play its effects yet: a TinBot’s Firewall does not work, and a SymbioMate’s one-use protection against a hit is not applied (the trooper saves with its own ARM).',
    keywords: 'tinbot symbiomate equipment token drone firewall repeater protection',
  },
  prone: {
    text: 'A trooper may go Prone or stand up at the start or end of a Move, Cautious Movement or Dodge, or be deployed Prone: tick Prone before declaring. Prone, it is only as tall as its base for Line of Fire and moves half as far: a Prone friend no longer screens two standing troopers from each other, while anything in the way of a Prone trooper hides it. Being Prone does not change which skills or AROs it may declare. Standing up comes first and going Prone last, so the move itself is halved only while it stays Prone. Every Holoecho and Decoy replica carries the same Prone and Unloaded tokens. A Disposable weapon spends one use per attack declared and one more per extra Burst die; at 0 the trooper is Unloaded and cannot use it again.',
    keywords: 'prone crawl lie down unloaded disposable uses token',
  },
  impetuous: {
    text: 'An Impetuous trooper gets an Impetuous token at the start of its player’s turn. In the Impetuous Phase, before any Order is spent, each one may be activated once for free, or the player ends the phase. That activation allows only Move + BS Attack, Move + Dodge or Move + Idle (in either order) or two Moves, and every Move in it is forced: into contact with an enemy model it can reach, otherwise its full MOV towards the enemy Deployment Zone (standing still only when the way is blocked). An Impetuous trooper never gets Partial Cover and can never be a marker, in Holoecho, Decoy, HoloMask or Hidden Deployment. A trooper with Frenzy that causes a wound becomes Impetuous in the next States Phase, and any marker state it is in ends. An army whose surviving troopers are worth a quarter of its list’s points or less is in Retreat! from its next turn on: no Impetuous Phase, every trooper Irregular, only Move, Discover, Idle, Cautious Movement, Dodge and Reset, and every CAMO, IMP, Holoecho, HoloMask and Decoy state of the army ends; Camouflage cannot be used again until the Retreat! ends. Both players see that an army is in Retreat!, never its points.',
    keywords: 'impetuous frenzy retreat forced move token points quarter irregular berserk',
  },
  commandTokens: {
    text: 'Each player has four Command Tokens for the whole game; both players see how many each has left, on the turn panel next to the Order pool. A Command Token is spent only in your own turn, between Orders, and the log says what it was spent on: a Coordinated Order (with one Regular Order), or one trooper of an army in Retreat!. Spent on a trooper of an army in Retreat!, it makes that trooper ignore the Retreat! until the end of the game: it may again declare any skill, it keeps a Regular Order from the next Order count, and it carries an "Ignores Retreat!" token both players see. Select the trooper and press "Spend a Command Token" on the turn panel, between Orders.',
    keywords: 'command token tokens retreat exempt ignore coordinated order lieutenant',
  },
  coordinated: {
    text: 'A Coordinated Order spends one Command Token and one Regular Order from the pool to activate two to four of your troopers at once, in your own turn: all of one Combat Group, all Regular or all Irregular, each standing as a single model. A trooper using Decoy (with its replicas on the table) cannot take part, nor a marker or a Holoecho trooper with its Holoechoes. Every participant declares the same skills: they all Move, or stay Idle, and each may go its own way; or they all attack one single target. In a BS Attack the first trooper ticked is the Spearhead and rolls half its weapon’s Burst, rounded up (the weapon list says “B2 as the Spearhead” for a B3 weapon); every other participant shoots at the same target with one die, with the first of its weapons that reaches it, from its own position. A participant without LoF to the target or a weapon that reaches it performs an Idle instead, and the log says so. A template cannot be the Spearhead’s weapon. In a CC Attack only the Spearhead strikes, with one more die for each ally touching the target. An enemy that shoots back at one participant rolls Face to Face against that one only; the others’ dice are Normal rolls against it. A Dodge meets every participant’s dice, and moves only if it held against all of them. Each enemy trooper that may react still has one ARO, and it chooses which one of the participants it reacts to. On the turn panel, press "Coordinated Order", tick the troopers (the first one ticked leads), and declare; each one is dragged to its destination like any Move.',
    keywords: 'coordinated order command token spearhead four troopers combat group decoy together',
    wiki: 'Coordinated Orders',
  },
  mines: {
    text: 'A trooper with Minelayer may place one of its three Mines when it deploys: within 8" of its base and where it could deploy itself. The Mine stands as a CAMO marker (−3), exactly like a camouflaged trooper’s, so the opponent cannot tell which it is; its owner reads "Mine (placed by …)" and sees its trigger area, 8" around it, which the opponent never sees. A Mine has no Order and never acts. When an enemy declares or carries out a skill or an ARO inside the trigger area (not behind a wall that hides it from the Mine), the Mine goes off: its Small Teardrop is laid at that enemy, and every enemy it touches Dodges at PH−3 or takes a hit of Damage 13. If the template cannot reach the enemy without touching one of its own side, nothing happens and the Mine stays hidden. A Mine goes off once and is removed; a Dodge’s 2" move never sets one off. A template that touches a Mine (its marker or its token) removes it, with no Saving Roll. A Discovered Mine becomes a Mine token. An enemy CAMO marker in sight, a Mine or not, stops a trooper going back into Camouflaged State. Holoechoes and Decoy replicas never copy a Mine, but a Holoecho stepping into a trigger area sets the Mine off like the real trooper would. During play, Place Deployable puts another Mine down: a Short Skill in your turn (the Mine touching the trooper, or any point of the route it moved along in that Order) or an ARO when it can see the active trooper (the Mine touching it); a Mine is used up as you declare it, and it appears at the end of the Order, as a CAMO marker. In the deploy panel and the Order and ARO panels, choose the Mine’s spot on the table, or put it in front of the trooper. A Mine may not go where an enemy CAMO marker is inside its trigger area with no other enemy: in your turn you may still place it as an Intuitive Attack, which takes the whole Order and needs a WIP roll (a failure loses that Mine).',
    keywords: 'mine minelayer deployable place deployable trigger teardrop camo marker explode intuitive',
  },
  closeCombat: {
    text: 'Two enemy troopers whose bases touch are Engaged, unless one of them is Unconscious or Immobilized; the table rings both bases in red with a crossed-blades badge beside them, and the piece list and the piece panel say "Engaged with …". It ends when no enemy in contact can fight any more (Unconscious, Dead or Immobilized), and the log says so. An Engaged trooper may only declare CC Attack, Dodge, Idle or Reset, in its Order and in ARO, and it sees nothing outside its fight: an enemy walking past can only be Dodged if it comes inside its Zone of Control. A CC Attack needs the bases touching and a weapon with the CC trait (a Knife or a CC Weapon). It rolls CC with one die, one more for each ally also touching the target, Face to Face against a CC Attack, Dodge or BS Attack made back at it; each hit is a Saving Roll, a critical one more. Against an Unconscious trooper it is a Coup de grâce: Dead, no roll. A successful Dodge moves up to 2" and may leave the fight. Shooting into a close combat costs −6 per friend in it, and every failed die hits one of them; a template laid on any trooper of a close combat hits everybody in it, friends included. An IMP marker that walks into contact is revealed and may strike with its second skill. A revealed model placed edge on edge may come into contact, but a placement can never take it out of a fight.',
    keywords: 'engaged close combat cc attack knife melee coup de grace dodge contact base impersonator',
    wiki: 'Engaged State',
  },
};

export type HelpEntry = HelpTopic & { text: string; keywords?: string; wiki?: string };

/** The Infinity wiki's address of a page, from its title ("Zone of Control" → .../Zone_of_Control). */
export function wikiUrl(page: string): string {
  return `https://infinitythewiki.com/${encodeURI(page.replaceAll(' ', '_'))}`;
}

export const HELP_ENTRIES: readonly HelpEntry[] = HELP_TOPICS.map((t) => ({
  ...t,
  ...(HELP_TEXTS[t.id] ?? { text: '' }),
}));

/** Topics matching every word of a query, in title, section, text or keywords. */
export function searchHelp(query: string): HelpEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...HELP_ENTRIES];
  return HELP_ENTRIES.filter((t) => {
    const hay = `${t.title} ${t.section} ${t.text} ${t.keywords ?? ''}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}
