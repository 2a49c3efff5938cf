import { createHash } from 'node:crypto';
import { APP_ICON_MAX_BYTES, APP_ICON_MAX_SIDE, APP_ICON_MIN_SIDE, type AppIcon, type AppIconAnswer, appIconMediaTypes } from '@tessera/model/releases';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordLog } from '../logs/record-log.ts';
import type { ProjectCaller } from '../projects/service.ts';
import { ownProject } from '../screens/screen-access.ts';
import { readPng } from './png-image.ts';
import { deleteOrphanAssets, findProjectIcon, insertAppAsset, setProjectIcon } from './queries.ts';

const MAX_MB = APP_ICON_MAX_BYTES / (1024 * 1024);

/** The icon is larger than the limit (also what the route's body limit answers). */
export const iconTooLarge = () => new AppError('payload_too_large', `The icon is larger than ${MAX_MB} MB. Choose a smaller PNG image.`);

/** The media type of a request (`image/png; …` → `image/png`). */
function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * The uploaded bytes as an icon, or a clear refusal: a PNG (by its declared type and by its
 * bytes), at most 1 MB, square, between 192 and 4096 pixels a side.
 */
export function checkIcon(contentType: string | undefined, bytes: Uint8Array): AppIcon {
  const mediaType = mediaTypeOf(contentType);
  if (!(appIconMediaTypes as readonly string[]).includes(mediaType)) {
    throw new AppError('unsupported_media_type', 'Upload the icon as a PNG image (image/png).');
  }
  if (bytes.byteLength > APP_ICON_MAX_BYTES) throw iconTooLarge();
  const png = readPng(bytes);
  if (!png.ok) {
    throw new AppError('validation_failed', png.reason === 'notPng' ? 'This file is not a PNG image.' : 'This PNG image is damaged or incomplete.');
  }
  const { width, height } = png;
  if (width !== height) throw new AppError('validation_failed', `The icon must be square; this image is ${width}×${height} pixels.`);
  if (width < APP_ICON_MIN_SIDE) throw new AppError('validation_failed', `The icon must be at least ${APP_ICON_MIN_SIDE}×${APP_ICON_MIN_SIDE} pixels; this image is ${width}×${height}.`);
  if (width > APP_ICON_MAX_SIDE) throw new AppError('validation_failed', `The icon must be at most ${APP_ICON_MAX_SIDE}×${APP_ICON_MAX_SIDE} pixels; this image is ${width}×${height}.`);
  return { hash: createHash('sha256').update(bytes).digest('hex'), mediaType: 'image/png', width, height };
}

/** GET …/app-icon: the project's draft icon (null: the default one). */
export async function getAppIcon(db: Db, caller: ProjectCaller, projectId: string): Promise<AppIconAnswer> {
  const project = await ownProject(db, caller, projectId);
  return { icon: await findProjectIcon(db, project.id) };
}

/**
 * Makes `next` the project's draft icon (null: back to the default), in one transaction under
 * the project's lock (a publish freezes either the old icon or the new one, never half), then
 * removes the replaced asset when nothing holds it any more.
 */
async function changeIcon(ctx: AppContext, caller: ProjectCaller, projectId: string, next: (AppIcon & { bytes: Uint8Array }) | null): Promise<AppIconAnswer> {
  const previous = await ctx.db.transaction().execute(async (trx) => {
    const project = await ownProject(trx, caller, projectId, true);
    const before = await findProjectIcon(trx, project.id);
    const now = ctx.clock();
    if (next) await insertAppAsset(trx, next, now);
    await setProjectIcon(trx, project.id, next?.hash ?? null, now);
    await recordLog(trx, {
      domainId: caller.domain.id,
      actorId: caller.userId,
      action: next ? 'project.app_icon_changed' : 'project.app_icon_removed',
      targetType: 'project',
      targetId: project.id,
      targetName: project.name,
      details: next ? { hash: next.hash, width: next.width, height: next.height } : {},
    });
    return before;
  });
  if (previous && previous.hash !== next?.hash) {
    // Best effort: an asset left over is removed with the next project deletion's sweep.
    await deleteOrphanAssets(ctx.db, [previous.hash]).catch((error: unknown) => ctx.log.warn({ err: error, hash: previous.hash }, 'removing a replaced icon failed'));
  }
  return { icon: next ? { hash: next.hash, mediaType: next.mediaType, width: next.width, height: next.height } : null };
}

/** POST …/app-icon: checks the image (`checkIcon`) and makes it the draft's icon. */
export async function uploadAppIcon(ctx: AppContext, caller: ProjectCaller, projectId: string, upload: { contentType: string | undefined; bytes: Uint8Array }): Promise<AppIconAnswer> {
  // A project of another workspace is a 404 before anything about the file is said.
  await ownProject(ctx.db, caller, projectId);
  const icon = checkIcon(upload.contentType, upload.bytes);
  return changeIcon(ctx, caller, projectId, { ...icon, bytes: upload.bytes });
}

/** DELETE …/app-icon: back to the default icon. */
export function removeAppIcon(ctx: AppContext, caller: ProjectCaller, projectId: string): Promise<AppIconAnswer> {
  return changeIcon(ctx, caller, projectId, null);
}
