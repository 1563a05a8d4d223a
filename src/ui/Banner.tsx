import { ruledText } from '../rules/index.ts';
import { Suspense } from 'react';
import { useGame, useSession, useStoreApis, useView } from '../store/index.ts';
import { SEAT_COLOURS } from './theme.ts';
import { useDeviceWords } from './pointer.ts';
import { lazyPart } from './lazyPart.ts';

// Who is connected, on two devices: it loads with the two-device parts.
const DevicePresence = lazyPart(() => import('./TwoDevices.tsx'), 'DevicePresence');

/** The banner that says whose eyes the screen is for: the referee's, or one seat's. */
export function Banner() {
  const view = useView();
  const review = useSession((s) => s.review);
  const words = useDeviceWords();
  const guided = useSession((s) => s.guided);
  const remote = useGame((g) => g.remote !== null);
  const { session } = useStoreApis();
  if (view.mode === 'free') {
    return (
      <div className="banner" role="note">
        Free set-up · one viewer sees everything (referee view)
      </div>
    );
  }
  const seat = view.viewer === 'referee' || view.viewer === 'public' ? null : view.viewer;
  if (remote && !review) {
    return (
      <div
        className="banner seat-banner"
        role="note"
        style={seat ? { background: SEAT_COLOURS[seat].rim, color: '#fff' } : undefined}
      >
        <span data-testid="seat-banner">
          Player {seat ?? ''}'s device · {ruledText(view.phase)}
        </span>{' '}
        <Suspense fallback={null}>
          <DevicePresence />
        </Suspense>
      </div>
    );
  }
  return (
    <div
      className="banner seat-banner"
      role="note"
      style={seat ? { background: SEAT_COLOURS[seat].rim, color: '#fff' } : undefined}
    >
      <span data-testid="seat-banner">
        {review
          ? `Review · ${review.lens === 'referee' ? 'everything revealed' : `as Player ${review.lens} knew it`}`
          : guided
            ? `Guided demonstration · ${seat ? `what Player ${seat} sees` : 'everything revealed'}`
            : `Player ${seat ?? ''}'s screen`}{' '}
        · {ruledText(view.phase)}
      </span>
      {!remote && (
        <button
          type="button"
          onClick={() => {
            session.getState().raiseCurtain();
          }}
          title={words.withKey('Cover the screen', 'H')}
        >
          Hide screen
        </button>
      )}
    </div>
  );
}
