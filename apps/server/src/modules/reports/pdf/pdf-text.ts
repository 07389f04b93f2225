import { pdfFaces, type FontWeight, type PdfFace } from './pdf-fonts.ts';

/** A piece of text that one face draws. */
export interface TextRun {
  face: PdfFace;
  text: string;
}

/** Joiners and variation selectors shape emoji and other scripts; alone they draw nothing. */
const isInvisible = (codePoint: number) => codePoint === 0x200d || (codePoint >= 0xfe00 && codePoint <= 0xfe0f);
/** What stands for a character no face draws (an emoji, a script without a face here). */
const MISSING = '?';

/**
 * Splits `text` into runs each drawn by one face, the first face that has the character. A mark
 * (a vowel sign, a virama) stays in its letter's run so the face shapes the cluster whole.
 */
export function textRuns(text: string, weight: FontWeight): TextRun[] {
  const faces = pdfFaces()[weight];
  const runs: TextRun[] = [];
  for (const char of text.normalize('NFC')) {
    const codePoint = char.codePointAt(0)!;
    if (isInvisible(codePoint)) continue;
    const last = runs.at(-1);
    const isMark = /\p{M}/u.test(char);
    const face = isMark && last ? last.face : faces.find((f) => f.covers(codePoint));
    const piece = face ? char : MISSING;
    const drawnBy = face ?? faces[0]!;
    if (last && last.face === drawnBy) last.text += piece;
    else runs.push({ face: drawnBy, text: piece });
  }
  return runs;
}
