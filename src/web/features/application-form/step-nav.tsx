/**
 * The form's step navigation (spec §5): every step with its number, the current one marked, a
 * flag on steps a Continue or Submit found errors in. Links keep `?zingsnis=` for back and forward.
 */
import { useT } from '../../i18n/use-t.ts';

export function StepNav({
  steps,
  current,
  onGo,
}: {
  steps: { id: string; title: string; hasErrors: boolean }[];
  current: string;
  onGo: (id: string) => void;
}) {
  const t = useT();
  return (
    <nav className="step-nav" aria-label={t('applicationForm.steps')}>
      <ol className="step-nav__list">
        {steps.map((item, index) => (
          <li key={item.id} className={item.id === current ? 'step-nav__item is-current' : 'step-nav__item'}>
            <a
              className="step-nav__link"
              href={`?zingsnis=${encodeURIComponent(item.id)}`}
              aria-current={item.id === current ? 'step' : undefined}
              onClick={(event) => {
                event.preventDefault();
                onGo(item.id);
              }}
            >
              <span className="step-nav__number">{index + 1}</span>
              <span className="step-nav__title">{item.title}</span>
              {item.hasErrors && (
                <span className="step-nav__flag">
                  <span aria-hidden="true">!</span>
                  <span className="visually-hidden"> {t('applicationForm.stepHasErrors')}</span>
                </span>
              )}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
