import { Link, useSearchParams } from 'react-router-dom';
import { buttonClass } from '../../../../components/ui/button';
import { CodeList } from '../../shared/components/tables/code-list';
import { DataTable, rowClass } from '../../shared/components/tables/data-table';
import { useInsightsT } from '../../shared/insights-messages';
import { searchOfEndpoint } from '../lib/endpoint-param';
import { useFormats } from '../../shared/lib/use-formats';
import type { WebhookEndpoint } from '../lib/endpoint-state';
import { EndpointState, EndpointUrl } from './endpoint-state';

const cell = 'py-2 pe-4 align-top';

/**
 * Every endpoint, one per row, newest first; each row's link chooses it (the address names it, so a reload keeps it),
 * and the chosen one's link says it is the current one.
 */
export function EndpointsTable({
  endpoints,
  selectedId,
  onChoose,
}: {
  endpoints: readonly WebhookEndpoint[];
  selectedId?: string;
  /** A row chosen in this page: its details then take the keyboard. */
  onChoose: () => void;
}) {
  const t = useInsightsT();
  const { minute } = useFormats();
  const [params] = useSearchParams();
  const columns = [
    t('insights.webhooks.column.url'),
    t('insights.webhooks.column.description'),
    t('insights.webhooks.column.events'),
    t('insights.webhooks.column.created'),
    t('insights.webhooks.column.state'),
    t('insights.webhooks.column.action'),
  ];
  return (
    <DataTable caption={t('insights.webhooks.caption')} columns={columns} widthClass="min-w-3xl">
      {endpoints.map((endpoint) => {
        const selected = endpoint.id === selectedId;
        return (
          <tr key={endpoint.id} className={`${rowClass} ${selected ? 'bg-orange-50' : ''}`}>
            <th scope="row" className={`${cell} max-w-64 text-start font-medium`}>
              <EndpointUrl url={endpoint.url} />
            </th>
            <td className={`${cell} max-w-64 break-words`}>{endpoint.description}</td>
            <td className={cell}>
              <CodeList items={endpoint.events} />
            </td>
            <td className={cell}>{minute(endpoint.createdAt)}</td>
            <td className={cell}>
              <EndpointState endpoint={endpoint} />
            </td>
            <td className={cell}>
              <Link
                to={{ search: searchOfEndpoint(params, endpoint.id) }}
                aria-current={selected ? 'true' : undefined}
                onClick={onChoose}
                className={buttonClass(selected ? 'primary' : 'outline', 'min-h-11 px-4 py-2 whitespace-nowrap')}
              >
                {t('insights.webhooks.details.open')}
                <span className="sr-only"> {endpoint.url}</span>
              </Link>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
