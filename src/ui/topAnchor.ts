/** The id of the article's top (its title): the target of the contents list's "Top of page". Headings never get it. */
export const TOP_ID = "top"
