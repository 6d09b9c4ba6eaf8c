/** The image types the editor accepts (an SVG never is: it can carry script). */
export const avatarFileTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
