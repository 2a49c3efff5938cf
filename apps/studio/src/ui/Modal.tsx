import { Maximize2, Minimize2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useT } from '../i18n/use-t.ts';
import { cx } from './class-names.ts';
import { IconButton } from './IconButton.tsx';
import { modalSize, toggleFullScreen } from './modal-size.ts';

export interface ModalProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the modal when pressed (else control it with `open`). */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned (e.g. Cancel and Save). */
  footer?: ReactNode;
  /** Width outside full screen; default 460 px (spec §9). */
  width?: number | string;
  /** Shows the full-screen toggle (default: yes). */
  allowFullScreen?: boolean;
  defaultFullScreen?: boolean;
  className?: string;
}

/**
 * A dialog (spec §2 shared controls): 460 px × 70vh by default, with a button that toggles full
 * screen (height `calc(100vh - 102px)`). Focus is trapped inside; Escape or the close button
 * closes it and focus returns to what opened it.
 */
export function Modal({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  width,
  allowFullScreen = true,
  defaultFullScreen = false,
  className,
}: ModalProps) {
  const t = useT();
  const [fullScreen, setFullScreen] = useState(defaultFullScreen);
  const size = modalSize({ fullScreen, width });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-[1px]" />
        <Dialog.Content
          data-full-screen={fullScreen || undefined}
          style={{ width: size.width, height: size.height, maxWidth: size.maxWidth }}
          className={cx(
            'fixed top-1/2 left-1/2 z-50 flex -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-lg bg-white shadow-xl focus:outline-none',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start gap-2 border-b border-slate-200 py-3 pr-3 pl-5">
            <div className="flex min-w-0 flex-1 flex-col gap-1 pt-1">
              <Dialog.Title className="text-base font-semibold text-slate-900">{title}</Dialog.Title>
              {description && <Dialog.Description className="text-sm text-slate-500">{description}</Dialog.Description>}
            </div>
            {allowFullScreen && (
              <IconButton
                size="sm"
                label={fullScreen ? t('common.modal.exitFullScreen') : t('common.modal.enterFullScreen')}
                icon={fullScreen ? <Minimize2 aria-hidden="true" className="size-4" /> : <Maximize2 aria-hidden="true" className="size-4" />}
                onClick={() => setFullScreen(toggleFullScreen)}
              />
            )}
            <Dialog.Close asChild>
              <IconButton size="sm" label={t('common.close')} icon={<X aria-hidden="true" className="size-5" />} />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-auto px-5 py-4 text-sm text-slate-700">{children}</div>
          {footer && <div className="flex justify-end gap-2 border-t border-slate-200 bg-slate-50/60 px-5 py-3">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
