/** Full-page navigation, for the provider's pages outside this app: one object, so tests can watch where it goes. */
export const browserPage = {
  /** `replace`: no history entry, so Back from the provider does not land on a page that sends the person there again. */
  leaveFor(url: string, replace = false): void {
    if (replace) window.location.replace(url);
    else window.location.assign(url);
  },
};
