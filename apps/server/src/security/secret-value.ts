import { inspect } from 'node:util';

/** What an opened secret shows wherever it is printed, serialised or logged. */
export const SECRET_PLACEHOLDER = '[secret]';

/**
 * An opened secret (a connector's password, token, key). The value sits in a private field and
 * only {@link SecretValue.reveal} returns it, at the one place that hands it to a driver or puts it
 * in an outgoing request: logging the object, `JSON.stringify`, string templates and `inspect`
 * all show {@link SECRET_PLACEHOLDER}, so an opened connector passed to a logger leaks nothing.
 */
export class SecretValue {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  /** The secret itself. Pass it on directly; never into a message, a log call or an answer. */
  reveal(): string {
    return this.#value;
  }

  toString(): string {
    return SECRET_PLACEHOLDER;
  }

  toJSON(): string {
    return SECRET_PLACEHOLDER;
  }

  [inspect.custom](): string {
    return SECRET_PLACEHOLDER;
  }
}
