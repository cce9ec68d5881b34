/** The image code's characters: no 0/O, 1/I, which look alike (answers are read without regard to case). */
export const IMAGE_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
