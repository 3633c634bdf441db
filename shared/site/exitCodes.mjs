// @ts-check
/**
 * The exit status by which a supervised process says that starting it again cannot help (the
 * API when its database cannot be opened: EX_CONFIG of sysexits.h). Its supervisor stops instead
 * of looping.
 */
export const EXIT_DO_NOT_RESTART = 78;
