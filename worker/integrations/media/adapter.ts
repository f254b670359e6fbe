// Media: where the asset library's videos are stored, transcoded and streamed from. Without a vendor the
// library keeps videos in R2 (at most 5 MB) and plays the file itself; Mux is the vendor client.

/** An access token of the vendor: its id and secret (HTTP Basic auth). */
export type MediaToken = { tokenId: string; tokenSecret: string };

/** A direct upload: the browser PUTs the file to `url`. */
export type DirectUpload = { id: string; url: string; status: string };

/** A video as the vendor has it: processing, ready (with its public playback id and length) or errored. */
export type HostedVideo = {
  id: string;
  status: 'preparing' | 'ready' | 'errored';
  playbackId: string | null;
  duration: number | null;
  /** Width to height as the vendor gives it (Mux: "16:9"), once known. */
  aspectRatio: string | null;
};

export interface MediaClient {
  /** Checks the token with a real read; a refused token is a MediaError with status 401. */
  verify(token: MediaToken): Promise<void>;
  /** A direct upload whose video becomes a public asset; the browser at `corsOrigin` sends the file. */
  createUpload(token: MediaToken, corsOrigin: string): Promise<DirectUpload>;
  /** The upload's asset id once the file has arrived, else null. */
  uploadAsset(token: MediaToken, uploadId: string): Promise<{ status: string; assetId: string | null }>;
  video(token: MediaToken, assetId: string): Promise<HostedVideo>;
  /** The asset a playback id plays; one the vendor does not know (or that plays no asset) is a MediaError with status 404. */
  assetOfPlayback(token: MediaToken, playbackId: string): Promise<string>;
  /** Cancels a direct upload still waiting for its file (it can then never make a video). */
  cancelUpload(token: MediaToken, uploadId: string): Promise<void>;
  /** Deletes a hosted video; one the vendor no longer has counts as deleted. */
  deleteVideo(token: MediaToken, assetId: string): Promise<void>;
}

/** A failed call with the vendor's error; `retryable` says whether trying again later can help. */
export class MediaError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryable: boolean,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}
