import {
  ChevronRight,
  CircleDot,
  Heading as HeadingIcon,
  Info,
  Inbox,
  LayoutPanelTop,
  ListCollapse,
  type LucideIcon,
  MessageSquare,
  MousePointerClick,
  PanelTop,
  SquareCheck,
  Tag,
  TextCursorInput,
  ToggleRight,
  Type,
  SquareMenu,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useT } from '../../i18n/use-t.ts';
import {
  Button,
  Code,
  ColorPicker,
  ConfirmDialog,
  DateTimePicker,
  focusRing,
  Modal,
  NumberInput,
  PageHeader,
  Select,
  Spinner,
  Text,
  toast,
} from '../../ui/index.ts';
import { Demo, FieldGrid, Sample, Samples } from './DemoBlocks.tsx';
import { type UiKitSlug, uiKitPages, uiKitPath } from './ui-kit-pages.ts';

const icons: Record<UiKitSlug, LucideIcon> = {
  typography: Type,
  buttons: MousePointerClick,
  inputs: TextCursorInput,
  badge: Tag,
  checkbox: SquareCheck,
  'radio-group': CircleDot,
  switch: ToggleRight,
  'dropdown-menu': SquareMenu,
  tooltip: MessageSquare,
  label: HeadingIcon,
  'collapse-panel': ListCollapse,
  'empty-state': Inbox,
  'info-box': Info,
  tabs: PanelTop,
  popover: LayoutPanelTop,
};

/** /:domainName/ui-kit: a gallery of the sub-pages, then the controls that have no page of their own. */
export function UiKitIndexPage() {
  const t = useT();
  const { domainName = '' } = useParams();
  useDocumentTitle(t('uiKit.title'));
  return (
    <div className="flex flex-col gap-10">
      <PageHeader title={t('uiKit.title')} description={t('uiKit.description')} />
      <section aria-labelledby="ui-kit-gallery" className="flex flex-col gap-4">
        <h2 id="ui-kit-gallery" className="text-lg font-semibold text-slate-900">
          {t('uiKit.gallery.pages')}
        </h2>
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {uiKitPages.map((page) => {
            const Icon = icons[page.slug];
            return (
              <li key={page.slug}>
                <Link
                  to={uiKitPath(domainName, page.slug)}
                  className={`group flex h-full items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-xs transition-colors hover:border-indigo-300 hover:bg-indigo-50/40 ${focusRing}`}
                >
                  <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-md bg-indigo-50 text-indigo-600">
                    <Icon className="size-5" />
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className="text-sm font-semibold text-slate-900">{t(`uiKit.pages.${page.key}.title`)}</span>
                    <span className="text-xs leading-relaxed text-slate-500">{t(`uiKit.pages.${page.key}.description`)}</span>
                  </span>
                  <ChevronRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-300 group-hover:text-indigo-500" />
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{t('uiKit.gallery.more')}</h2>
        <Text className="text-slate-500">{t('uiKit.gallery.moreText')}</Text>
      </div>
      <ModalDemo />
      <ConfirmDemo />
      <FieldsDemo />
      <SpinnerDemo />
      <ToastDemo />
    </div>
  );
}

function ModalDemo() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Demo title={t('uiKit.modal.title')} description={t('uiKit.modal.text')}>
      <Modal
        open={open}
        onOpenChange={setOpen}
        trigger={<Button>{t('uiKit.modal.open')}</Button>}
        title={t('uiKit.modal.sampleTitle')}
        description={t('uiKit.modal.sampleDescription')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              onClick={() => {
                setOpen(false);
                toast.success(t('uiKit.toast.saved'));
              }}
            >
              {t('common.save')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3">
          <Text>{t('uiKit.modal.body')}</Text>
          <Text className="text-slate-500">
            <Code>460px × 70vh</Code> · <Code>calc(100vh - 102px)</Code>
          </Text>
        </div>
      </Modal>
    </Demo>
  );
}

function ConfirmDemo() {
  const t = useT();
  const [open, setOpen] = useState<'yesNo' | 'confirm' | null>(null);
  return (
    <Demo title={t('uiKit.confirm.title')} description={t('uiKit.confirm.text')}>
      <Samples>
        <Sample caption={t('uiKit.confirm.yesNo')}>
          <Button variant="danger" onClick={() => setOpen('yesNo')}>
            {t('uiKit.confirm.deleteScreen')}
          </Button>
        </Sample>
        <Sample caption={t('uiKit.confirm.typeName')}>
          <Button variant="danger" onClick={() => setOpen('confirm')}>
            {t('uiKit.confirm.deleteProject')}
          </Button>
        </Sample>
      </Samples>
      {open && (
        <ConfirmDialog
          open
          onOpenChange={(next) => setOpen(next ? open : null)}
          type={open}
          itemName={open === 'yesNo' ? 'Login screen' : 'Orders'}
          onConfirm={() => void toast.success(t('uiKit.toast.deleted'))}
        />
      )}
    </Demo>
  );
}

function FieldsDemo() {
  const t = useT();
  const [plan, setPlan] = useState<string>();
  const [quantity, setQuantity] = useState<number | null>(5);
  const [color, setColor] = useState<string | null>('#14B8A6');
  const [date, setDate] = useState<string | null>(null);
  return (
    <Demo title={t('uiKit.fields.title')} description={t('uiKit.fields.text')}>
      <FieldGrid>
        <Select
          label={t('uiKit.fields.plan')}
          value={plan}
          onValueChange={setPlan}
          options={[
            { value: 'free', label: t('uiKit.radioGroup.free') },
            { value: 'standard', label: t('uiKit.radioGroup.standard') },
            { value: 'pro', label: t('uiKit.radioGroup.pro') },
            { value: 'enterprise', label: t('uiKit.radioGroup.enterprise') },
          ]}
        />
        <NumberInput
          label={t('uiKit.inputs.quantity')}
          description={t('uiKit.inputs.quantityRules')}
          value={quantity}
          onChange={setQuantity}
          min={0}
          max={100}
          precision={0}
        />
        <ColorPicker label={t('uiKit.inputs.brandColor')} value={color} onChange={setColor} />
        <DateTimePicker mode="datetime" label={t('uiKit.inputs.modeDateTime')} value={date} onChange={setDate} />
      </FieldGrid>
    </Demo>
  );
}

function SpinnerDemo() {
  const t = useT();
  return (
    <Demo title={t('uiKit.spinner.title')} description={t('uiKit.spinner.text')}>
      <Samples>
        <Sample caption={t('uiKit.states.small')}>
          <Spinner size="sm" className="size-4 text-indigo-600" />
        </Sample>
        <Sample caption={t('uiKit.states.medium')}>
          <Spinner size="md" className="size-6 text-indigo-600" />
        </Sample>
        <Sample caption={t('uiKit.states.large')}>
          <Spinner size="lg" className="size-8 text-indigo-600" label={t('common.loading')} />
        </Sample>
        <Sample caption={t('uiKit.spinner.inButton')}>
          <Button loading>{t('common.save')}</Button>
        </Sample>
      </Samples>
    </Demo>
  );
}

function ToastDemo() {
  const t = useT();
  return (
    <Demo title={t('uiKit.toast.title')} description={t('uiKit.toast.text')}>
      <Samples>
        <Button variant="secondary" onClick={() => toast.success(t('uiKit.toast.saved'))}>
          {t('uiKit.toast.success')}
        </Button>
        <Button variant="secondary" onClick={() => toast.info(t('uiKit.toast.infoMessage'))}>
          {t('uiKit.toast.info')}
        </Button>
        <Button variant="secondary" onClick={() => toast.warning(t('uiKit.toast.warningMessage'))}>
          {t('uiKit.toast.warning')}
        </Button>
        <Button variant="secondary" onClick={() => toast.error(t('uiKit.toast.errorMessage'))}>
          {t('uiKit.toast.error')}
        </Button>
      </Samples>
    </Demo>
  );
}
