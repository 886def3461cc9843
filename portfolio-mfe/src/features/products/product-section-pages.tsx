import { ProductFormPage } from './product-form-page';

// The spec's section routes (`product/form/template/<Section>?id=`): the product form opened on
// that section's tab. One component each, as the route table loads pages by name.
export const ProductMainPage = () => <ProductFormPage section="main" />;
export const ProductDetailPage = () => <ProductFormPage section="detail" />;
export const ProductImagePage = () => <ProductFormPage section="image" />;
export const ProductInfoPage = () => <ProductFormPage section="info" />;
export const ProductPackPage = () => <ProductFormPage section="pack" />;
export const ProductRefPage = () => <ProductFormPage section="ref" />;
export const ProductReviewPage = () => <ProductFormPage section="review" />;
export const ProductTaxPage = () => <ProductFormPage section="tax" />;
