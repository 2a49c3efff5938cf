import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Button, Input, Popover } from '../../ui/index.ts';
import { Demo, DemoPage, Samples } from './DemoBlocks.tsx';

const sides = ['top', 'right', 'bottom', 'left'] as const;

/** /:domainName/ui-kit/popover: text with a title and close button, a small form, the four sides. */
export function PopoverPage() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('Orders');
  const [draft, setDraft] = useState(name);
  return (
    <DemoPage page="popover">
      <Demo title={t('uiKit.popover.basic')} description={t('uiKit.popover.basicText')}>
        <Popover title={t('uiKit.popover.aboutTitle')} showClose trigger={<Button variant="secondary">{t('uiKit.popover.about')}</Button>}>
          <p className="leading-relaxed">{t('uiKit.popover.aboutText')}</p>
        </Popover>
      </Demo>
      <Demo title={t('uiKit.popover.form')} description={t('uiKit.popover.formText')}>
        <div className="flex items-center gap-4">
          <span className="text-sm font-medium text-slate-900">{name}</span>
          <Popover
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (next) setDraft(name);
            }}
            title={t('uiKit.popover.renameTitle')}
            trigger={<Button variant="secondary" size="sm">{t('uiKit.dropdownMenu.rename')}</Button>}
          >
            <form
              className="flex flex-col gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                if (draft.trim()) setName(draft.trim());
                setOpen(false);
              }}
            >
              <Input label={t('uiKit.popover.screenName')} value={draft} onChange={(event) => setDraft(event.target.value)} autoFocus />
              <div className="flex justify-end gap-2">
                <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
                  {t('common.cancel')}
                </Button>
                <Button size="sm" type="submit">
                  {t('common.save')}
                </Button>
              </div>
            </form>
          </Popover>
        </div>
      </Demo>
      <Demo title={t('uiKit.popover.sides')} description={t('uiKit.popover.sidesText')}>
        <Samples className="py-4">
          {sides.map((side) => (
            <Popover
              key={side}
              side={side}
              align="center"
              label={t(`uiKit.tooltip.side.${side}`)}
              className="w-56"
              trigger={<Button variant="secondary">{t(`uiKit.tooltip.side.${side}`)}</Button>}
            >
              {t('uiKit.popover.sideText')}
            </Popover>
          ))}
        </Samples>
      </Demo>
    </DemoPage>
  );
}
