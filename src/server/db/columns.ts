/** Column shapes every schema file uses (architecture §2: timestamps are timestamptz, days plain dates as text). */
import { date, timestamp } from 'drizzle-orm/pg-core';

export const ts = (name: string) => timestamp(name, { withTimezone: true });
export const day = (name: string) => date(name, { mode: 'string' });
export const createdAt = () => ts('created_at').notNull().defaultNow();
