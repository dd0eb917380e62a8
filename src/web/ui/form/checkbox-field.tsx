import type { UseFormRegisterReturn } from 'react-hook-form';

interface CheckboxFieldProps {
  id: string;
  label: string;
  hint?: string | undefined;
  registration: UseFormRegisterReturn;
}

export function CheckboxField({ id, label, hint, registration }: CheckboxFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="checkbox">
      <input
        id={id}
        type="checkbox"
        className="checkbox__input"
        aria-describedby={hintId}
        {...registration}
      />
      <label className="checkbox__label" htmlFor={id}>
        {label}
        {hint && (
          <span className="checkbox__hint" id={hintId}>
            {hint}
          </span>
        )}
      </label>
    </div>
  );
}
