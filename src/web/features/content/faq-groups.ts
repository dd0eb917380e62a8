/** FAQ questions grouped by their tags (spec §3 Content: questions with faq_tags), as a pure function. */
import type { FaqTag, FaqTagRef, Question } from './content-api.ts';

export interface FaqGroup {
  /** `null` for questions without a tag. */
  tag: FaqTagRef | null;
  questions: Question[];
}

/**
 * One group per tag in the order of the tag list (the administrators' order), then tags only
 * questions know, then questions without a tag. A question with two tags is in both groups;
 * empty groups are left out. Questions keep their own order.
 */
export function groupQuestions(questions: readonly Question[], tags: readonly FaqTag[]): FaqGroup[] {
  const order: FaqTagRef[] = [...tags];
  for (const question of questions) {
    for (const tag of question.faq_tags) if (!order.some((t) => t.uid === tag.uid)) order.push(tag);
  }
  const groups: FaqGroup[] = order.map((tag) => ({
    tag,
    questions: questions.filter((q) => q.faq_tags.some((t) => t.uid === tag.uid)),
  }));
  groups.push({ tag: null, questions: questions.filter((q) => q.faq_tags.length === 0) });
  return groups.filter((group) => group.questions.length > 0);
}
