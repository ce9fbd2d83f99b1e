import { Modal, Radio } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One occurrence of a repeating event, or the whole series. */
export type Scope = 'one' | 'all';

type Question = {
  action: 'save' | 'delete';
  /** Changes that only a whole series can take (its rule, all day, attendees) leave "All events" alone. */
  allowOne: boolean;
  resolve: (scope: Scope | null) => void;
};

/**
 * "This event / All events", asked when an occurrence of a repeating event is saved or deleted. `ask` resolves with
 * the choice, or null when the question was dismissed; `dialog` is to be rendered by the caller.
 */
export function useScopeChoice() {
  const { t } = useTranslation('calendar');
  const [question, setQuestion] = useState<Question | null>(null);
  const [choice, setChoice] = useState<Scope>('one');
  const titleId = useId();

  const ask = (action: Question['action'], allowOne = true) =>
    new Promise<Scope | null>((resolve) => {
      setChoice(allowOne ? 'one' : 'all');
      setQuestion({ action, allowOne, resolve });
    });

  const finish = (scope: Scope | null) => {
    question?.resolve(scope);
    setQuestion(null);
  };

  const action = question?.action ?? 'save';
  const dialog = (
    <Modal
      open={question !== null}
      title={<span id={titleId}>{t(`scope.${action}Title`)}</span>}
      okText={t(`scope.${action}`)}
      okButtonProps={{ danger: action === 'delete' }}
      cancelText={t('form.cancel')}
      onOk={() => finish(choice)}
      onCancel={() => finish(null)}
      width={420}
      destroyOnHidden
    >
      <Radio.Group
        vertical
        aria-labelledby={titleId}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        options={[
          { value: 'one', label: t('scope.one'), disabled: question?.allowOne === false },
          { value: 'all', label: t('scope.all') },
        ]}
      />
      {question?.allowOne === false && <p className="cal-scope-note">{t('scope.seriesOnly')}</p>}
    </Modal>
  );

  return { ask, dialog };
}
