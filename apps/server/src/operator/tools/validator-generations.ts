import type { Ajv, ValidateFunction } from 'ajv';

/**
 * Compiled validators, kept by key (a tool's payload) so each schema is compiled once, in bounded
 * memory. Ajv keeps every schema it compiled (and the patterns and code that came with it) for
 * as long as the instance lives, and has no way to forget all of it: `removeSchema` leaves the
 * compiled patterns behind. So the validators live in generations: one Ajv instance compiles at
 * most `limit` schemas; the next compile starts a new instance and drops the old one with every
 * validator it made, which the garbage collector then frees. A schema still in use is compiled
 * again in the new generation, once.
 */
export class ValidatorGenerations<Key> {
  private instance: Ajv;
  private validators = new Map<Key, ValidateFunction>();
  /** Compiles tried on this instance, failed ones too: a failed compile stays in Ajv's cache. */
  private compiles = 0;

  constructor(
    private readonly limit: number,
    private readonly newAjv: () => Ajv,
  ) {
    this.instance = newAjv();
  }

  /** The validator of `key`, compiled from `schemaOf()` the first time in this generation. */
  validatorFor(key: Key, schemaOf: () => object): ValidateFunction {
    const known = this.validators.get(key);
    if (known) return known;
    if (this.compiles >= this.limit) {
      this.instance = this.newAjv();
      this.validators = new Map();
      this.compiles = 0;
    }
    this.compiles += 1;
    const validate = this.instance.compile(schemaOf());
    this.validators.set(key, validate);
    return validate;
  }

  /** The live instance: the only one the cache still refers to. */
  get ajv(): Ajv {
    return this.instance;
  }
}
