// Plain constants (no zod), so a screen that only needs the list does not load the validators.

/** The languages of the platform: English (the specification's texts) and Hindi. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);
