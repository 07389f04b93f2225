import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The subset of fontkit's font the PDF needs: does the face draw this character? */
interface FontFace {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
const fontkit = require('fontkit') as { openSync(path: string): FontFace };

export type FontWeight = 'regular' | 'bold';

/**
 * The faces a statement is written in, from npm packages (no system fonts, no network), tried in
 * order for each character: Noto Sans (Latin, Greek, Cyrillic and Devanagari), then Noto Sans SC
 * (Chinese characters, Japanese kana). pdfkit embeds the subset a document uses.
 */
const files = {
  regular: [
    require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  ],
  bold: [
    require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
    require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  ],
} as const;

export interface PdfFace {
  /** The name the face is registered under in a document. */
  name: string;
  path: string;
  covers(codePoint: number): boolean;
}

let faces: Record<FontWeight, PdfFace[]> | null = null;

/** Each weight's faces, in the order they are tried; opened once per process (Noto Sans SC is 10 MB). */
export function pdfFaces(): Record<FontWeight, PdfFace[]> {
  faces ??= {
    regular: files.regular.map((path, i) => face(`regular-${i}`, path)),
    bold: files.bold.map((path, i) => face(`bold-${i}`, path)),
  };
  return faces;
}

function face(name: string, path: string): PdfFace {
  const font = fontkit.openSync(path);
  return { name, path, covers: (codePoint) => font.hasGlyphForCodePoint(codePoint) };
}
