import { Button } from '../../../../components/ui/button';
import { type InsightsT, useInsightsT } from '../../shared/insights-messages';
import type { Formats } from '../../shared/lib/format';
import { useFormats } from '../../shared/lib/use-formats';
import { type ApiKey, dayOf, shownPrefix, stateOf } from '../lib/key-state';
import { CodeList } from '../../shared/components/tables/code-list';
import { DataTable, rowClass } from '../../shared/components/tables/data-table';

const cell = 'py-2 pe-4 align-top';

function stateText(key: ApiKey, t: InsightsT, { day }: Formats): string {
  const state = stateOf(key);
  if (state.kind === 'revoked') return t('insights.keys.state.revoked', { day: day(dayOf(state.at)) });
  if (state.kind === 'expired') return t('insights.keys.state.expired', { day: day(dayOf(state.at)) });
  return t('insights.keys.state.active');
}

/** Who made a key: a person's or key's name as the server records it, the CLI in the page's words, or none. */
function makerText(key: ApiKey, t: InsightsT): string {
  if (key.madeBy === null) return t('insights.keys.madeBy.unknown');
  return key.madeBy === 'cli' && key.madeBySubject === null ? t('insights.keys.madeBy.cli') : key.madeBy;
}

/** Every key, one per row; an active one has its Revoke button, which asks before it does anything. */
export function KeysTable({
  keys,
  onRevoke,
  onRevokeMadeBy,
  revokeButton,
}: {
  keys: readonly ApiKey[];
  onRevoke: (key: ApiKey) => void;
  /** Asks to revoke every key the person who made this one made. */
  onRevokeMadeBy: (key: ApiKey) => void;
  /** Each Revoke button by its key's id (`maker <id>` for its maker's): a cancelled confirmation gives the keyboard back to it. */
  revokeButton: (id: string) => (button: HTMLButtonElement | null) => void;
}) {
  const t = useInsightsT();
  const formats = useFormats();
  const { day, minute } = formats;
  const columns = [
    t('insights.keys.column.name'),
    t('insights.keys.column.key'),
    t('insights.keys.column.scopes'),
    t('insights.keys.column.created'),
    t('insights.keys.column.madeBy'),
    t('insights.keys.column.lastUsed'),
    t('insights.keys.column.expires'),
    t('insights.keys.column.state'),
    t('insights.keys.column.action'),
  ];
  return (
    <DataTable caption={t('insights.keys.caption')} columns={columns} widthClass="min-w-3xl">
      {keys.map((key) => (
        <tr key={key.id} className={rowClass}>
          <th scope="row" className={`${cell} text-start font-medium`}>
            {key.name}
          </th>
          <td className={cell}>
            {/* Left to right in Arabic too: the ellipsis stays after the characters it follows. */}
            <code dir="ltr">{shownPrefix(key)}</code>
          </td>
          <td className={cell}>
            <CodeList items={key.scopes} />
          </td>
          <td className={cell}>{day(dayOf(key.createdAt))}</td>
          <td className={cell}>{makerText(key, t)}</td>
          <td className={cell}>{key.lastUsedAt ? minute(key.lastUsedAt) : t('insights.keys.neverUsed')}</td>
          <td className={cell}>{key.expiresAt ? day(dayOf(key.expiresAt)) : t('insights.keys.neverExpires')}</td>
          <td className={cell}>{stateText(key, t, formats)}</td>
          <td className={cell}>
            {stateOf(key).kind === 'active' && (
              <Button
                ref={revokeButton(key.id)}
                variant="outline"
                className="min-h-11 px-4 py-2"
                onClick={() => onRevoke(key)}
              >
                {t('insights.keys.revoke.button')}
                <span className="sr-only"> {key.name}</span>
              </Button>
            )}
            {stateOf(key).kind === 'active' && key.madeBy && key.madeBySubject && (
              <Button
                ref={revokeButton(`maker ${key.id}`)}
                variant="outline"
                className="ms-2 min-h-11 px-4 py-2"
                onClick={() => onRevokeMadeBy(key)}
              >
                {t('insights.keys.revokeMadeBy.button', { name: key.madeBy })}
              </Button>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
