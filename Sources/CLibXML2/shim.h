#ifndef INSTANTMODEL_CLIBXML2_SHIM_H
#define INSTANTMODEL_CLIBXML2_SHIM_H

/* Debian's libxml2 is built with ICU, and its encoding.h then includes the system's
   <unicode/ucnv.h>, whose types clash with the ICU copy inside Foundation when one Swift
   module imports both. InstantXML never touches the ICU-only fields of libxml2's
   encoding handler, so the ICU declarations are switched off for Swift's view of the headers. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlsave.h>
#include <libxml/SAX2.h>
#include <libxml/encoding.h>

#endif
