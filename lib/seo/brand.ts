const markSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0B1B34"/><path d="M10 8.5h12" stroke="#F59E0B" stroke-width="2.2" stroke-linecap="round"/><path d="M6 19.2l2.6-5.3a2 2 0 0 1 1.8-1.1h11.2a2 2 0 0 1 1.8 1.1l2.6 5.3v3.6a1 1 0 0 1-1 1h-1.6a1 1 0 0 1-1-1v-.6H9.6v.6a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1z" fill="#fff"/><path d="M9.9 18.3l1.5-3.5h9.2l1.5 3.5z" fill="#1D4ED8"/><circle cx="9.1" cy="20.4" r="1.1" fill="#F59E0B"/><circle cx="22.9" cy="20.4" r="1.1" fill="#F59E0B"/></svg>`;

/** The logo mark as a data URL, for images rendered on the server (icons, social cards). */
export const markDataUrl = `data:image/svg+xml;base64,${Buffer.from(markSvg).toString('base64')}`;
