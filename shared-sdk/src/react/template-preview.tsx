import { Button, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { parseTemplate, renderTemplate, seededRandom, TEMPLATE_MESSAGES, TEMPLATE_SAMPLE_NAMES, type TemplateNames } from '../templates';

export interface TemplatePreviewProps {
  /** The template as typed in the compose box. */
  value: string;
  /** The names the preview fills in (sample names by default). */
  names?: TemplateNames;
  /** Draws the choices (tests pass a fixed one); by default a seeded generator, reseeded by 'Xem mẫu khác'. */
  random?: () => number;
  /**
   * Shows the template's error here. Off where the form item already shows the schema's error for the field
   * (the schemas check templates too), so it is not said twice.
   */
  showErrors?: boolean;
  /** The help line; the variables' meaning for a person by default (a message to a group's conversation says its own). */
  help?: string;
  /**
   * Keeps room on the right of the help line for a text area's `showCount`, which antd draws over it. A form that
   * shows its count on a line of its own passes false, so the help uses the whole width on a phone.
   */
  countRoom?: boolean;
}

/**
 * Under every compose box: the help line of variables and spintax, one message as a recipient would get
 * it (with sample names; 'Xem mẫu khác' draws another variant), or the template's error.
 */
export function TemplatePreview({ value, names = TEMPLATE_SAMPLE_NAMES, random, showErrors = true, help = TEMPLATE_MESSAGES.help, countRoom = true }: TemplatePreviewProps) {
  // The preview is a function of the text and the seed: typing elsewhere in the form does not change the variant.
  const [seed, setSeed] = useState(() => Math.floor(Math.random() * 2 ** 32));
  const parsed = useMemo(() => parseTemplate(value), [value]);
  const hasChoices = parsed.nodes.some((node) => node.kind === 'choice');
  const preview = renderTemplate(parsed, names, random ?? seededRandom(seed));

  /** The next seed whose variant differs from the one shown (a few tries: with two options, half the seeds repeat it). */
  const anotherVariant = () => {
    let next = seed;
    for (let tries = 0; tries < 20; tries += 1) {
      next = (next + 1) >>> 0;
      if (renderTemplate(parsed, names, seededRandom(next)) !== preview) break;
    }
    setSeed(next);
  };

  return (
    <Flex vertical gap={4} className="template-preview" style={{ marginTop: 4 }}>
      {/* Room on the right for a text area's character count, which antd draws over this line. */}
      {help && (
        <Typography.Text type="secondary" style={{ fontSize: 12, paddingRight: countRoom ? 80 : 0 }}>
          {help}
        </Typography.Text>
      )}
      {parsed.errors.length > 0 ? (
        showErrors && (
          <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
            {parsed.errors.join('; ')}
          </Typography.Text>
        )
      ) : (
        value.trim() !== '' && (
          <Flex align="flex-start" gap={8} aria-label="Xem trước tin nhắn">
            <Typography.Text style={{ fontSize: 12, whiteSpace: 'pre-wrap', flex: 1 }}>
              <Typography.Text strong style={{ fontSize: 12 }}>
                Xem trước:{' '}
              </Typography.Text>
              <span data-testid="template-preview-text">{preview}</span>
            </Typography.Text>
            {hasChoices && (
              <Button size="small" type="link" style={{ padding: 0, height: 'auto' }} onClick={anotherVariant}>
                Xem mẫu khác
              </Button>
            )}
          </Flex>
        )
      )}
    </Flex>
  );
}
