/** Shared field validation (architecture §3): pure rules, valibot schemas, issue translation. */
export * from './cadastral.ts';
export * from './company-code.ts';
export * from './contact.ts';
export * from './dates.ts';
export * from './geocodes.ts';
export * from './issues.ts';
export * from './message-ids.ts';
export * from './mod11.ts';
export * from './money.ts';
export * from './name.ts';
export * from './person-code.ts';
export * from './rules.ts';
export * from './schemas.ts';
