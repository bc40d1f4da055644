// The reader's light/dark choice: stored under Mantine's key (the admin reads the same one) and put
// on <html> by an inline script before the first paint, so no page flashes the wrong theme.
export const COLOR_SCHEME_STORAGE_KEY = 'mantine-color-scheme-value';

/** Runs inline in <head>: the stored choice, else the system's, and it follows later system changes. */
export const COLOR_SCHEME_SCRIPT = `(function(){try{var k=${JSON.stringify(COLOR_SCHEME_STORAGE_KEY)},m=matchMedia("(prefers-color-scheme: dark)");function a(){var v=localStorage.getItem(k);document.documentElement.setAttribute("data-mantine-color-scheme",v==="light"||v==="dark"?v:m.matches?"dark":"light")}a();m.addEventListener("change",a);addEventListener("storage",function(e){if(e.key===k)a()})}catch(e){}})()`;
