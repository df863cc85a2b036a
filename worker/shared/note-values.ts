// The fixed values of a note's photos, for the API's checks and the screens alike.

/** At most this many photos per note; each at most NOTE_PHOTO_MAX_BYTES after the browser resized it. */
export const NOTE_MAX_PHOTOS = 5;
export const NOTE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const NOTE_PHOTO_MAX_PX = 1600;
