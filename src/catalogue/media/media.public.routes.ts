import type { Handlers } from '../../http/context';
import { notFound } from '../../shared/errors';
import { openVariantFile } from './media.service';

export const mediaPublicHandlers: Handlers = {
  /** A resized copy of an uploaded image: never changes under its address (a new image is a new media id). */
  async getMediaFile(ctx) {
    const { mediaId, file } = ctx.state.input.params;
    const stored = await openVariantFile(ctx.state.em, ctx.state.deps.files, mediaId, file);
    if (!stored) throw notFound('image', `${mediaId}/${file}`);
    ctx.type = 'image/webp';
    ctx.length = stored.size;
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.body = stored.stream;
  },
};
