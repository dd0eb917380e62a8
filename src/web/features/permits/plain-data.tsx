/**
 * A record's data as nested label–value lists, for data whose kind has no form definition to name
 * its fields (a kind not in the registry, or a schema version the registry no longer describes).
 */
import { useT } from '../../i18n/use-t.ts';

export function PlainData({ data }: { data: Record<string, unknown> }) {
  return <PlainValue value={data} />;
}

function PlainValue({ value }: { value: unknown }) {
  const t = useT();
  if (value === null || value === undefined || value === '') return <>—</>;
  if (typeof value === 'boolean') return <>{t(value ? 'common.yes' : 'common.no')}</>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <>—</>;
    return (
      <ol className="plain-data__list">
        {value.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows of read-only data keep their order.
          <li key={index}>
            <PlainValue value={item} />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'object') {
    return (
      <dl className="plain-data">
        {Object.entries(value as Record<string, unknown>).map(([key, item]) => (
          <div key={key} className="plain-data__item">
            <dt>{key}</dt>
            <dd>
              <PlainValue value={item} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return <>{String(value)}</>;
}
