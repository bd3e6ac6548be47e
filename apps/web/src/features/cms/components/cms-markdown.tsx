// A CMS page's Markdown body (issue 14 Build 5: "rendered safely"). react-markdown builds React
// elements from the Markdown syntax tree (no innerHTML); raw HTML in the body is dropped (skipHtml) and
// link and image URLs go through its default transform, which refuses javascript: and other unsafe
// protocols.
import Markdown, { type Components } from 'react-markdown';

const components: Components = {
  h2: ({ children }) => <h2 className="mt-6 text-xl font-bold">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-4 text-lg font-bold">{children}</h3>,
  p: ({ children }) => <p className="leading-relaxed">{children}</p>,
  ul: ({ children }) => <ul className="list-disc pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="list-decimal pl-6">{children}</ol>,
  a: ({ children, href }) => (
    <a href={href} className="text-accent underline underline-offset-2">
      {children}
    </a>
  ),
};

export function CmsMarkdown({ body }: { body: string }) {
  return (
    // data-content: the body is the content file's words, data to the pseudo-locale e2e pass.
    <div data-content="cms" className="flex flex-col gap-3">
      <Markdown skipHtml components={components}>
        {body}
      </Markdown>
    </div>
  );
}
