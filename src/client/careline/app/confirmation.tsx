import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../frame/ui/Popup';

interface Pending {
  title: string;
  message: string;
  confirm: () => void;
}

/** Asks before it acts: every change the console makes goes through one confirmation. */
export function useConfirmation() {
  const [pending, setPending] = useState<Pending | null>(null);
  const { t } = useTranslation('careline');
  const dialog = (
    <Popup
      open={pending !== null}
      icon="warning"
      title={pending?.title}
      message={pending?.message ?? ''}
      onClose={() => setPending(null)}
      actions={[
        { label: t('actions.cancel'), variant: 'secondary', onClick: () => setPending(null) },
        {
          label: t('actions.confirm'),
          onClick: () => {
            pending?.confirm();
            setPending(null);
          },
        },
      ]}
    />
  );
  return { ask: setPending, dialog };
}
