/**
 * Accessibility (issue 3 item 10; WCAG 2.1 AA): the first half of the public pages in
 * English
 * (tests/support/e2e-accessibility.ts; the halves are files of their own so that both workers share them).
 */
import { describePublicPages, publicPagesHalf } from '../support/e2e-accessibility.ts';

describePublicPages('en', publicPagesHalf(1), false);
