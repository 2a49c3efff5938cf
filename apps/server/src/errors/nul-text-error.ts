import { AppError } from './app-error.ts';

/** The answer to text carrying U+0000, which Postgres cannot store in text or jsonb. */
export const NUL_TEXT_MESSAGE = 'Text may not contain NUL characters.';

export const nulTextError = () => new AppError('validation_failed', NUL_TEXT_MESSAGE);
