/** The installed versions of the shared packages, by package name (given by the shell's build). */
declare const __FAIR_SHARED_VERSIONS__: Readonly<Record<string, string>>;
