import { useCallback } from 'react';
import { useView } from '../store/index.ts';
import { degrees, turnedText } from '../rules/index.ts';
import { tableTurned } from './camera.ts';

/** Whether the viewer at the screen sees the table turned half round (its own side at the bottom). */
export function useTurned(): boolean {
  return tableTurned(useView());
}

/** `degrees` in the words of the viewer's screen: 90° is "up the table" on a table seen turned. */
export function useDegrees(): (d: number) => string {
  const turned = useTurned();
  return useCallback((d: number) => degrees(d, turned), [turned]);
}

/** A text written for the table as laid out (a log line), with its directions in the screen's words. */
export function useScreenText(): (text: string) => string {
  const turned = useTurned();
  return useCallback((text: string) => (turned ? turnedText(text) : text), [turned]);
}
