/**
 * A labelled select (GOV.UK pattern), optionally led by a blank choice such as "All
 * municipalities". Controlled (`value`, `onChange`) or registered with react-hook-form.
 */
import type { SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'> {
  id: string;
  label: string;
  options: readonly SelectOption[];
  /** The first choice, with the value '': in a filter, "any". */
  blankOption?: string | undefined;
  /** Classes beside `field` on the wrapper, e.g. a layout's own. */
  className?: string | undefined;
  registration?: UseFormRegisterReturn | undefined;
}

export function SelectField({
  id,
  label,
  options,
  blankOption,
  className,
  registration,
  ...select
}: SelectFieldProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__input field__select" {...select} {...registration}>
        {blankOption !== undefined && <option value="">{blankOption}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
