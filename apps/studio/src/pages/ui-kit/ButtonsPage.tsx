import { Download, Ellipsis, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Button, type ButtonSize, type ButtonVariant, IconButton, Tooltip } from '../../ui/index.ts';
import { Demo, DemoPage, Sample, Samples } from './DemoBlocks.tsx';

const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];

/** /:domainName/ui-kit/buttons: variants, sizes, states, icons and icon buttons. */
export function ButtonsPage() {
  const t = useT();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!saving) return;
    const timer = window.setTimeout(() => setSaving(false), 1500);
    return () => window.clearTimeout(timer);
  }, [saving]);
  const sizeName = { sm: t('uiKit.states.small'), md: t('uiKit.states.medium'), lg: t('uiKit.states.large') };
  return (
    <DemoPage page="buttons">
      <Demo title={t('uiKit.buttons.variants')} description={t('uiKit.buttons.variantsText')}>
        <Samples>
          {variants.map((variant) => (
            <Sample key={variant} caption={t(`uiKit.buttons.variant.${variant}`)}>
              <Button variant={variant}>{variant === 'danger' ? t('common.delete') : t('common.save')}</Button>
            </Sample>
          ))}
        </Samples>
      </Demo>
      <Demo title={t('uiKit.buttons.sizes')} description={t('uiKit.buttons.sizesText')}>
        <Samples>
          {sizes.map((size) => (
            <Sample key={size} caption={sizeName[size]}>
              <Button size={size}>{t('common.add')}</Button>
            </Sample>
          ))}
        </Samples>
      </Demo>
      <Demo title={t('uiKit.states.title')} description={t('uiKit.buttons.statesText')}>
        <div className="flex flex-col gap-6">
          {variants.map((variant) => (
            <Samples key={variant} columns>
              <Sample caption={`${t(`uiKit.buttons.variant.${variant}`)} · ${t('uiKit.states.default')}`}>
                <Button variant={variant}>{t('common.save')}</Button>
              </Sample>
              <Sample caption={t('uiKit.states.focus')}>
                <Button variant={variant} className="outline-2 outline-offset-2 outline-indigo-600">
                  {t('common.save')}
                </Button>
              </Sample>
              <Sample caption={t('uiKit.states.disabled')}>
                <Button variant={variant} disabled>
                  {t('common.save')}
                </Button>
              </Sample>
              <Sample caption={t('uiKit.states.loading')}>
                <Button variant={variant} loading>
                  {t('common.save')}
                </Button>
              </Sample>
            </Samples>
          ))}
          <Samples>
            <Sample caption={t('uiKit.buttons.tryLoading')}>
              <Button
                loading={saving}
                onClick={() => setSaving(true)}
              >
                {t('common.save')}
              </Button>
            </Sample>
          </Samples>
        </div>
      </Demo>
      <Demo title={t('uiKit.buttons.withIcons')} description={t('uiKit.buttons.withIconsText')}>
        <Samples>
          <Sample caption={t('uiKit.buttons.leadingIcon')}>
            <Button>
              <Plus aria-hidden="true" className="size-4" />
              {t('uiKit.buttons.newProject')}
            </Button>
          </Sample>
          <Sample caption={t('uiKit.buttons.leadingIcon')}>
            <Button variant="secondary">
              <Download aria-hidden="true" className="size-4" />
              {t('uiKit.buttons.export')}
            </Button>
          </Sample>
          <Sample caption={t('uiKit.buttons.fullWidth')} className="w-64">
            <Button variant="secondary" className="w-full">
              {t('common.cancel')}
            </Button>
          </Sample>
        </Samples>
      </Demo>
      <Demo title={t('uiKit.buttons.iconButtons')} description={t('uiKit.buttons.iconButtonsText')}>
        <Samples>
          <Sample caption={t('uiKit.buttons.variant.ghost')}>
            <Tooltip content={t('common.edit')}>
              <IconButton label={t('common.edit')} icon={<Pencil aria-hidden="true" className="size-5" />} />
            </Tooltip>
          </Sample>
          <Sample caption={t('uiKit.buttons.variant.secondary')}>
            <Tooltip content={t('common.moreActions')}>
              <IconButton variant="secondary" label={t('common.moreActions')} icon={<Ellipsis aria-hidden="true" className="size-5" />} />
            </Tooltip>
          </Sample>
          <Sample caption={t('uiKit.buttons.variant.primary')}>
            <Tooltip content={t('common.add')}>
              <IconButton variant="primary" label={t('common.add')} icon={<Plus aria-hidden="true" className="size-5" />} />
            </Tooltip>
          </Sample>
          <Sample caption={t('uiKit.buttons.variant.danger')}>
            <Tooltip content={t('common.delete')}>
              <IconButton variant="danger" label={t('common.delete')} icon={<Trash2 aria-hidden="true" className="size-5" />} />
            </Tooltip>
          </Sample>
          <Sample caption={t('uiKit.states.small')}>
            <IconButton size="sm" label={t('common.edit')} icon={<Pencil aria-hidden="true" className="size-4" />} />
          </Sample>
          <Sample caption={t('uiKit.states.disabled')}>
            <IconButton disabled label={t('common.delete')} icon={<Trash2 aria-hidden="true" className="size-5" />} />
          </Sample>
          <Sample caption={t('uiKit.states.loading')}>
            <IconButton loading label={t('common.save')} icon={<Pencil aria-hidden="true" className="size-5" />} />
          </Sample>
        </Samples>
      </Demo>
    </DemoPage>
  );
}
