// A private photo's own address (see PRIVATE_FOLDER), in the local file worker's form or Cloud Storage's, which
// must never be published: it opens the photo for whoever has it.
const PRIVATE_ADDRESS = /(\/local-files\/|\/o\/)private(\/|%2F)/i;

/** Whether a text (a value's JSON) names a private photo's own address. */
export const namesPrivatePhoto = (text: string) => PRIVATE_ADDRESS.test(text);
