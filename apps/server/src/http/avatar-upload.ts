// POST /api/profile/avatar (spec 2 §4 Profile picture, issue 3 Build 9): a multipart upload of one image
// by the signed-in player (bearer token, CSRF header). Too large, missing or not an image gives the
// spec 2 §5 texts; a good image is re-encoded and stored, and the player's profilePicPath changes,
// which the client polls through `me { profilePicPath }`.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Services } from '#graphql/context.ts';
import { CONTROL_CHARACTERS_MESSAGE, holdsForbiddenText } from '#input-text.ts';
import { AVATAR_MAX_BYTES, NotAnImageError } from '#modules/accounts/avatar-image.ts';
import { bearerToken } from './bearer.ts';

export const AVATAR_UPLOAD_PATH = '/api/profile/avatar';

/** spec 2 §5 Image. */
export const IMAGE_TOO_LARGE_MESSAGE = 'Image file is too large. Please try again.';
export const IMAGE_MISSING_MESSAGE = 'Something went wrong. Please upload your image again.';

const fail = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ code, message });

export async function registerAvatarUpload(
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 2 },
    });
    scope.post(AVATAR_UPLOAD_PATH, async (request, reply) => {
      const viewer = await services.sessions.viewer(bearerToken(request));
      if (viewer === null || viewer === 'invalid')
        return fail(reply, 401, 'unauthenticated', 'Please sign in to continue.');
      if (!request.isMultipart()) return fail(reply, 400, 'invalid-input', IMAGE_MISSING_MESSAGE);
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) return fail(reply, 400, 'invalid-input', IMAGE_MISSING_MESSAGE);
        bytes = await file.toBuffer();
        // The part's metadata is client text like any other (issue 27, src/input-text.ts).
        if (holdsForbiddenText([file.fieldname, file.filename, file.mimetype]))
          return fail(reply, 400, 'invalid-input', CONTROL_CHARACTERS_MESSAGE);
      } catch (error) {
        if (error instanceof scope.multipartErrors.RequestFileTooLargeError)
          return fail(reply, 413, 'invalid-input', IMAGE_TOO_LARGE_MESSAGE);
        request.log.warn(error, 'avatar upload: unreadable multipart body');
        return fail(reply, 400, 'invalid-input', IMAGE_MISSING_MESSAGE);
      }
      if (bytes.length === 0) return fail(reply, 400, 'invalid-input', IMAGE_MISSING_MESSAGE);
      try {
        const profilePicPath = await services.profile.setAvatar(viewer.userId, bytes);
        return { profilePicPath };
      } catch (error) {
        if (error instanceof NotAnImageError)
          return fail(reply, 400, 'invalid-input', IMAGE_MISSING_MESSAGE);
        throw error;
      }
    });
  });
}
