import { useInsightsT } from '../../shared/insights-messages';

/** Whom a person asks for access: the contact the operator named, else whoever runs TasteType for the team. */
export function AskForAccess({ contact, className = '' }: { contact: string | null; className?: string }) {
  const t = useInsightsT();
  return (
    <p className={className}>
      {contact ? t('insights.signIn.askContact', { contact }) : t('insights.signIn.askAnyone')}
    </p>
  );
}
