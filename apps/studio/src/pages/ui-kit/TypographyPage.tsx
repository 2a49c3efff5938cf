import { useT } from '../../i18n/use-t.ts';
import { Code, Heading, type HeadingLevel, Muted, Text } from '../../ui/index.ts';
import { Demo, DemoPage } from './DemoBlocks.tsx';

const levels: HeadingLevel[] = [1, 2, 3, 4, 5, 6];

/** /:domainName/ui-kit/typography: headings, body text, muted text and code. */
export function TypographyPage() {
  const t = useT();
  return (
    <DemoPage page="typography">
      <Demo title={t('uiKit.typography.headings')} description={t('uiKit.typography.headingsText')}>
        <div className="flex flex-col gap-4">
          {levels.map((level) => (
            <div key={level} className="flex items-baseline gap-4">
              <span className="w-8 shrink-0 font-mono text-xs text-slate-400">h{level}</span>
              {/* Samples of each level's look, kept out of the page's outline (it has one h1). */}
              <Heading level={level} role="presentation">
                {t('uiKit.typography.headingSample', { level })}
              </Heading>
            </div>
          ))}
        </div>
      </Demo>
      <Demo title={t('uiKit.typography.body')} description={t('uiKit.typography.bodyText')}>
        <div className="flex max-w-prose flex-col gap-4">
          <Text size="md">{t('uiKit.typography.bodySample')}</Text>
          <Text>{t('uiKit.typography.bodySample')}</Text>
          <Text size="xs">{t('uiKit.typography.bodySample')}</Text>
        </div>
      </Demo>
      <Demo title={t('uiKit.typography.muted')} description={t('uiKit.typography.mutedText')}>
        <Muted>{t('uiKit.typography.mutedSample')}</Muted>
      </Demo>
      <Demo title={t('uiKit.typography.code')} description={t('uiKit.typography.codeText')}>
        <div className="flex flex-col gap-4">
          <Text>
            {t('uiKit.typography.codeInlineBefore')} <Code>npm start</Code> {t('uiKit.typography.codeInlineAfter')}
          </Text>
          <Code block>{'{\n  "name": "Orders",\n  "kind": "screen",\n  "isMobile": true\n}'}</Code>
        </div>
      </Demo>
    </DemoPage>
  );
}
