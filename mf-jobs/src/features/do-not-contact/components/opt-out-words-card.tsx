import { Button, Card, Flex, Select, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { useDoNotContactSettings } from '../api/get-do-not-contact-settings';
import { useSaveOptOutWords } from '../api/save-opt-out-words';
import { DNC_TEXTS } from '../texts';

/** The words a contact replies to a running bot to be put on the list; `readOnly` (an AGENT) shows them without a way to change them. */
export function OptOutWordsCard({ readOnly = false }: { readOnly?: boolean }) {
  const settings = useDoNotContactSettings();
  const save = useSaveOptOutWords();
  const toasts = useToasts();
  const [words, setWords] = useState<string[]>([]);
  useEffect(() => {
    if (settings.data) setWords(settings.data.optOutWords);
  }, [settings.data]);

  const submit = async () => {
    try {
      const saved = await save.mutateAsync({ optOutWords: words });
      setWords(saved.optOutWords);
      toasts.success(DNC_TEXTS.wordsSaved);
    } catch (error) {
      toasts.error(errorMessage(error, DNC_TEXTS.wordsFailed));
    }
  };

  return (
    <Card title={DNC_TEXTS.wordsTitle} size="small" role="region" aria-label={DNC_TEXTS.wordsTitle}>
      <Typography.Paragraph type="secondary">{DNC_TEXTS.wordsHelp}</Typography.Paragraph>
      {readOnly ? (
        <Flex gap={4} wrap data-testid="opt-out-words">
          {(settings.data?.optOutWords ?? []).map((word) => (
            <Tag key={word}>{word}</Tag>
          ))}
        </Flex>
      ) : (
        <Flex gap={8} wrap>
          <Select
            mode="tags"
            aria-label={DNC_TEXTS.wordsTitle}
            style={{ flex: 1, minWidth: 240 }}
            value={words}
            onChange={setWords}
            placeholder={DNC_TEXTS.wordsPlaceholder}
            loading={settings.isPending}
            open={false}
          />
          <Button type="primary" onClick={() => void submit()} loading={save.isPending} disabled={settings.isPending}>
            {DNC_TEXTS.wordsSave}
          </Button>
        </Flex>
      )}
    </Card>
  );
}
