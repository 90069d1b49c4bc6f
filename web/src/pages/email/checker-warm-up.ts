import { useEffect } from 'react';

import { LANGUAGES, type Language } from '../../../../shared/domain/campaign';
import { countWords } from '../../../../shared/rules/email/text';

/** Runs `work` when the browser is idle (or soon, where it has no idle callback); answers a cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
}

/**
 * The writing checker splits words with `Intl.Segmenter`, and a page's first segmenter of a
 * language costs Chromium tens of milliseconds to create: more than a frame. The review queue makes
 * them while the browser is idle, one language at a time, so that the first keystroke in the editor
 * is checked within a frame.
 */
export function useCheckerWarmUp(first: Language = 'ENGLISH'): void {
  useEffect(() => {
    const order = [first, ...LANGUAGES.filter((language) => language !== first)];
    let cancel: () => void = () => undefined;
    const next = (index: number) => {
      const language = order[index];
      if (language === undefined) return;
      cancel = whenIdle(() => {
        countWords('Hi there', language);
        next(index + 1);
      });
    };
    next(0);
    return () => cancel();
  }, [first]);
}
