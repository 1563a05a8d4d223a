import { createContext } from 'react';

/**
 * Short tags drawn before pieces' captions (R1, H2...), by piece id: a drill names the pieces its
 * question asks about. Empty on the game table.
 */
export const PieceTags = createContext<Readonly<Record<string, string>>>({});
