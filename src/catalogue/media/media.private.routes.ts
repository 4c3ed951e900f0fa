import type { Handlers } from '../../http/context';
import { pathId } from '../../http/path-id';
import { keyedId } from '../../shared/ids';
import type { MediaWorkflows } from './media-workflows.port';
import { deleteProductMedia, listMedia, reorderMedia, updateMedia, uploadProductMedia } from './media.service';

/** A product's images: upload (resized by the worker through the port), list, alt text, order, removal. */
export const mediaPrivateHandlers = (workflows: MediaWorkflows): Handlers => ({
  async adminUploadProductMedia(ctx) {
    const { em, store, deps, input, idempotencyScope } = ctx.state;
    const upload = { body: ctx.req, contentType: ctx.request.type, alt: input.query.alt?.trim() || null };
    const uploadDeps = { files: deps.files, config: deps.config, workflows };
    try {
      const id = keyedId('med', idempotencyScope);
      ctx.body = await uploadProductMedia(uploadDeps, em, store, pathId(ctx), upload, id);
      ctx.status = 201;
    } catch (error) {
      // Refused before the body was read through (too large, no such product): the connection ends with the answer,
      // so the client does not send its next request on a socket still carrying this body.
      if (!ctx.req.readableEnded) ctx.set('Connection', 'close');
      throw error;
    }
  },
  async adminListProductMedia(ctx) {
    ctx.body = { data: await listMedia(ctx.state.em, ctx.state.store, pathId(ctx)) };
  },
  async adminUpdateProductMedia(ctx) {
    const { em, store, input } = ctx.state;
    ctx.body = await updateMedia(em, store, pathId(ctx), input.params.mediaId, input.body);
  },
  async adminReorderProductMedia(ctx) {
    const { em, store, input } = ctx.state;
    ctx.body = { data: await reorderMedia(em, store, pathId(ctx), input.body.mediaIds) };
  },
  async adminDeleteProductMedia(ctx) {
    const { em, store, deps, input } = ctx.state;
    ctx.body = await deleteProductMedia(em, deps.files, store, pathId(ctx), input.params.mediaId);
  },
});
