#ifndef CCURL_H
#define CCURL_H

#include <stddef.h>

/*
 * One HTTP exchange through libcurl, which is loaded with dlopen on the first call: a binary that
 * links libcurl (and the ~30 libraries it needs) pays for mapping them at every start, even when
 * it never makes an https request.
 */

/* ccurl_perform's result when no libcurl could be loaded; `message` then holds dlerror's text. */
#define CCURL_LIBRARY_MISSING (-1)
/* ccurl_perform's result when the answer outgrew its cap and the transfer was aborted. */
#define CCURL_TOO_LARGE (-2)

typedef struct ccurl_response {
    /* The last response's status code (0 when none arrived). */
    long status;
    /* Every header line curl delivered, status lines of interim answers included, as received. */
    unsigned char *headers;
    size_t headers_length;
    /* The body, decoded from chunked transfer encoding; malloc'd. */
    unsigned char *body;
    size_t body_length;
    /* curl's error text for the failed transfer, or dlerror's; empty on success. */
    char message[512];
} ccurl_response;

/*
 * Performs one request; returns 0 (CURLE_OK), a CURLcode, CCURL_LIBRARY_MISSING or CCURL_TOO_LARGE.
 * `headers` are complete "Name: value" lines; `resolve` are curl's "host:port:address" overrides of
 * the name lookup (tests use them; usually none). `body` may be NULL when `body_length` is 0.
 * Whatever it returns, `out` must be released with ccurl_free.
 */
int ccurl_perform(const char *method, const char *url, const char *const *headers, size_t header_count,
                  const char *const *resolve, size_t resolve_count, const void *body, size_t body_length,
                  long connect_timeout_ms, long total_timeout_ms, ccurl_response *out);

/* Frees the buffers ccurl_perform allocated and empties `response`. */
void ccurl_free(ccurl_response *response);

#endif
