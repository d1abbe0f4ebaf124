import { DEPRECATED_TOKEN_SETTINGS } from '@tastetype/quiz-domain';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { type InsightsT, useInsightsT } from '../../shared/insights-messages';
import type { Refusal } from '../../shared/lib/refusal';
import { useFormats } from '../../shared/lib/use-formats';
import { useRefusal } from '../../shared/lib/use-refusal';
import { Answered, NothingToShow } from '../../shared/components/load-states';
import { useKeyAudit } from '../api/use-keys';
import { type ApiKey, shownPrefix } from '../lib/key-state';
import { DataTable, rowClass } from '../../shared/components/tables/data-table';

/** The settings that still act as keys: the trail names them instead of a key's id. */
const DENIED = 'denied: ';
const cell = 'py-1.5 pe-4 align-top';

/** "allowed" in the page's language; a denial says so, then why in the server's words. */
function outcomeOf(outcome: string, t: InsightsT) {
  if (outcome === 'allowed') return t('insights.audit.allowed');
  if (!outcome.startsWith(DENIED)) return <span lang="en">{outcome}</span>;
  return (
    <>
      {t('insights.audit.denied')} <span lang="en">{outcome.slice(DENIED.length)}</span>
    </>
  );
}

/** Who used which operation, minute by minute, newest first: every key's uses, or one key's. */
export function KeyAuditLog({ keys, onRefused }: { keys: readonly ApiKey[]; onRefused: (refusal: Refusal) => void }) {
  const t = useInsightsT();
  const { minute, count } = useFormats();
  const [key, setKey] = useState('');
  const audit = useKeyAudit(key || undefined);
  const refusal = useRefusal([audit.error], onRefused);
  const selectId = useId();
  if (refusal) return null;
  const uses = t('insights.audit.column.uses');
  const columns = [
    t('insights.audit.column.minute'),
    t('insights.audit.column.key'),
    t('insights.audit.column.operation'),
    t('insights.audit.column.outcome'),
    uses,
  ];

  return (
    <>
      <div className="mt-3 flex flex-wrap items-end gap-4">
        {/* As wide as the field, not as its longest option: a long key name must not widen a phone's page. */}
        <div className="flex w-full max-w-md flex-col gap-2">
          <label htmlFor={selectId} className="text-sm font-semibold">
            {t('insights.audit.key')}
          </label>
          <select
            id={selectId}
            value={key}
            onChange={(event) => setKey(event.target.value)}
            className="min-h-11 w-full rounded-xl border-2 border-stone-400 bg-white px-3 text-base focus-visible:outline-3 focus-visible:outline-orange-700"
          >
            <option value="">{t('insights.audit.allKeys')}</option>
            {keys.map((apiKey) => (
              <option key={apiKey.id} value={apiKey.id}>
                {`${apiKey.name} (${shownPrefix(apiKey)})`}
              </option>
            ))}
            <optgroup label={t('insights.audit.deprecatedTokens')}>
              {DEPRECATED_TOKEN_SETTINGS.map((setting) => (
                <option key={setting} value={setting}>
                  {setting}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <Button
          variant="outline"
          className="min-h-11 py-2"
          disabled={audit.loading}
          onClick={() => void audit.refetch()}
        >
          {t('insights.audit.refresh')}
        </Button>
      </div>
      <div className="mt-4">
        <Answered query={audit} loading={t('insights.audit.loading')} failed={t('insights.audit.loadFailed')}>
          {({ keyAudit: entries }) =>
            entries.length === 0 ? (
              <NothingToShow>{t('insights.audit.none')}</NothingToShow>
            ) : (
              <DataTable
                caption={t('insights.audit.caption')}
                columns={columns}
                endColumns={[uses]}
                widthClass="min-w-2xl"
              >
                {entries.map((entry, index) => (
                  <tr key={index} className={rowClass}>
                    <td className={`${cell} whitespace-nowrap`}>{minute(entry.minute)}</td>
                    <td className={cell}>{entry.keyName}</td>
                    <td className={cell}>
                      <code>{entry.operation}</code>
                    </td>
                    <td className={cell}>{outcomeOf(entry.outcome, t)}</td>
                    <td className={`${cell} text-end tabular-nums`}>{count(entry.uses)}</td>
                  </tr>
                ))}
              </DataTable>
            )
          }
        </Answered>
      </div>
    </>
  );
}
