/** The sentence under a page title (the e-journal, the academic PDFs). */
export const pagesEn = {
  ejournal: 'Curated issues: pick articles, order them into sections, add editorial notes and publish a clean page that prints.',
  pdfArticle: 'Upload PDFs, extract their text and metadata, search them together with articles and tag them to topics.',
};
