import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';

export interface SessionSwapDialogProps {
  /** The account signed in in this browser. */
  currentName: string;
  /** The account of the link that was opened. */
  linkName: string;
  /** The choice being carried out, if any. */
  busy: 'stay' | 'switch' | null;
  onStay: () => void;
  onSwitch: () => void;
}

/**
 * Opening a sign-in link (`/?token=`) of another account while signed in: stay, or switch to the
 * link's account. Staying is the default (focused, and what Escape or closing does), so a link
 * sent by someone else never moves the user into that person's account unasked.
 */
export function SessionSwapDialog({ currentName, linkName, busy, onStay, onSwitch }: SessionSwapDialogProps) {
  return (
    <Modal
      open
      onOpenChange={(open) => !open && busy === null && onStay()}
      title="Switch account?"
      description="The link you opened signs in to another account."
      allowFullScreen={false}
      width={480}
      className="h-auto!"
    >
      <div className="flex flex-col gap-4">
        <p>
          You are signed in as <strong className="font-semibold wrap-anywhere text-slate-900">{currentName}</strong>. The link
          would sign you in as <strong className="font-semibold wrap-anywhere text-slate-900">{linkName}</strong> instead.
        </p>
        <p className="text-slate-500">If you did not expect this link, stay signed in: the link is then discarded.</p>
        <div className="flex flex-col gap-2">
          <Button
            autoFocus
            loading={busy === 'stay'}
            disabled={busy !== null}
            onClick={onStay}
            className="h-auto! min-h-10 w-full py-2 text-center whitespace-normal! wrap-anywhere"
          >
            Stay signed in as {currentName}
          </Button>
          <Button
            variant="secondary"
            loading={busy === 'switch'}
            disabled={busy !== null}
            onClick={onSwitch}
            className="h-auto! min-h-10 w-full py-2 text-center whitespace-normal! wrap-anywhere"
          >
            Switch to {linkName}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
